// Turns an OSRM step into a sentence in the page's language, with the OSRM project's own
// phrase book (osrm-text-instructions), which knows each maneuver, modifier and road name case.
import osrmTextInstructions from 'osrm-text-instructions';

/** The languages the browser build carries (see osrm-text-languages.js). */
const STEP_LANGUAGES = ['en', 'fr', 'de'] as const;

const compiler = osrmTextInstructions('v5');

export function stepInstruction(step: object, language: string, leg: { index: number; count: number }): string {
  const code = (STEP_LANGUAGES as readonly string[]).includes(language) ? language : 'en';
  return compiler.compile(code, step, { legIndex: leg.index, legCount: leg.count });
}

// osrm-text-instructions ships no types; this is the part of its API the page uses.
declare module 'osrm-text-instructions' {
  type Compiler = {
    compile: (language: string, step: object, options?: { legIndex?: number; legCount?: number; waypointName?: string }) => string;
  };
  export default function osrmTextInstructions(version: 'v5'): Compiler;
}

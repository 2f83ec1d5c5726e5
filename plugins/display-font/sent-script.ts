import { minify_sync as minify } from 'terser';
import { DISPLAY_FONT_SCRIPT } from './head-script';

/** The head script as pages carry it: minified, since every page's first round trip carries it (decision 003). */
export const SENT_DISPLAY_FONT_SCRIPT = minify(DISPLAY_FONT_SCRIPT, { ecma: 5 }).code ?? DISPLAY_FONT_SCRIPT;

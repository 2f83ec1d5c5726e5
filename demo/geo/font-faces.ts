// Label fonts without glyph files: maplibre-gl 6 reads a style's `font-faces` and draws labels with
// the browser's own text rendering from these web fonts. The files and their unicode ranges come
// from @fontsource/noto-sans, whose CSS tells which file covers which characters.
import fs from 'node:fs';
import path from 'node:path';

export const FONT_FILES_DIR = path.join(path.dirname(require.resolve('@fontsource/noto-sans/package.json')), 'files');
export const FONT_PATH = '/fonts/noto-sans';

/** The text-font names the Protomaps style asks for, and the @fontsource CSS file of each. */
const STACKS: Record<string, { css: string; subsets?: string[] }> = {
  'Noto Sans Regular': { css: '400.css' },
  'Noto Sans Medium': { css: '500.css' },
  'Noto Sans Italic': { css: '400-italic.css' },
  'Noto Sans Devanagari Regular v1': { css: '400.css', subsets: ['devanagari'] },
};

export type FontFace = { url: string; 'unicode-range': string[] };

/** The @font-face rules of one @fontsource CSS file: woff2 file name and unicode ranges. */
function readFontFaceCss(css: string): { file: string; subset: string; ranges: string[] }[] {
  const faces: { file: string; subset: string; ranges: string[] }[] = [];
  for (const block of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(block)?.[1];
    const ranges = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    const subset = file && /^noto-sans-(.+)-\d00-(normal|italic)\.woff2$/.exec(file)?.[1];
    if (file && ranges && subset) faces.push({ file, subset, ranges: ranges.split(',').map((r) => r.trim()) });
  }
  return faces;
}

let cached: Record<string, { file: string; ranges: string[] }[]> | undefined;

function stacks() {
  if (cached) return cached;
  const dir = path.dirname(FONT_FILES_DIR);
  cached = Object.fromEntries(
    Object.entries(STACKS).map(([name, { css, subsets }]) => {
      const faces = readFontFaceCss(fs.readFileSync(path.join(dir, css), 'utf8'));
      return [name, faces.filter((f) => !subsets || subsets.includes(f.subset))];
    }),
  );
  return cached;
}

export function fontFaces(origin: string): Record<string, FontFace[]> {
  return Object.fromEntries(
    Object.entries(stacks()).map(([name, faces]) => [name, faces.map((f) => ({ url: `${origin}${FONT_PATH}/${f.file}`, 'unicode-range': f.ranges }))]),
  );
}

/** Only the files the style names are served. */
export function isServedFont(file: string): boolean {
  return Object.values(stacks()).some((faces) => faces.some((f) => f.file === file));
}

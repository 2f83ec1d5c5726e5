// Where the JavaScript every page starts with goes: each script's bytes split by the module its
// source map names, npm packages taken whole. A module's compressed share is its part of the
// script's compressed size, in proportion to its code compressed alone (gzip finds repeats across
// modules, so the shares are estimates; the scripts' totals are exact).
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';

export type Script = { name: string; code: string; map: string };
export type ModuleShare = { script: string; module: string; bytes: number; gzipBytes: number };

const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;

/** `webpack://hotel-site/./node_modules/@scope/name/dist/x.js` → `@scope/name`; `…/./src/a/B.tsx` → `src/a/B.tsx`. */
export function moduleName(source: string | null): string {
  if (!source) return '(webpack)';
  const packages = source.split('node_modules/');
  if (packages.length > 1) {
    const parts = (packages.at(-1) ?? '').split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source);
  }
  return source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
}

/** Every module's share of one script, the largest first. */
export function scriptShares({ name, code, map }: Script): ModuleShare[] {
  const lines = code.split('\n');
  const segments: { line: number; column: number; module: string }[] = [];
  eachMapping(new TraceMap(map), (mapping) => {
    segments.push({ line: mapping.generatedLine, column: mapping.generatedColumn, module: moduleName(mapping.source) });
  });
  const codeOf = new Map<string, string[]>();
  // Code before a line's first mapping is webpack's own glue.
  for (const [index, segment] of segments.entries()) {
    const next = segments[index + 1];
    const line = lines[segment.line - 1] ?? '';
    const end = next?.line === segment.line ? next.column : line.length;
    codeOf.set(segment.module, [...(codeOf.get(segment.module) ?? []), line.slice(segment.column, end)]);
  }
  const alone = [...codeOf].map(([module, parts]) => ({ module, text: parts.join('') }));
  const aloneTotal = alone.reduce((sum, { text }) => sum + gzipped(text), 0);
  const total = gzipped(code);
  return alone
    .map(({ module, text }) => ({ script: name, module, bytes: text.length, gzipBytes: Math.round((gzipped(text) / aloneTotal) * total) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** A Markdown table: each script's compressed size, then its largest modules. */
export function breakdownTable(scripts: Script[], modulesPerScript = 8): string {
  const rows = scripts.flatMap((script) => {
    const shares = scriptShares(script);
    const shown = shares.slice(0, modulesPerScript);
    const rest = shares.slice(modulesPerScript);
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    return [
      `| **${script.name}** | **${kb(gzipped(script.code))}** | **${kb(script.code.length)}** |`,
      ...shown.map((share) => `| ${share.module} | ${kb(share.gzipBytes)} | ${kb(share.bytes)} |`),
      ...(rest.length > 0
        ? [`| ${rest.length} more | ${kb(rest.reduce((sum, share) => sum + share.gzipBytes, 0))} | ${kb(rest.reduce((sum, share) => sum + share.bytes, 0))} |`]
        : []),
    ];
  });
  return ['| script, then its modules | KB gzip -9 | KB minified |', '|---|--:|--:|', ...rows].join('\n');
}

import { gzipSync } from 'node:zlib';
import { breakdownTable, moduleName, scriptShares } from '../../scripts/bench/script-breakdown';

// One line of code: five characters from the site's own module, then six from an npm package's.
// Mappings: column 0 → source 0; column 5 → source 1 ("K" is +5, "C" is +1 in base64 VLQ).
const script = {
  name: 'app-1234.js',
  code: 'aaaaabbbbbb',
  map: JSON.stringify({
    version: 3,
    sources: ['webpack://hotel-site/./src/layout/Layout.tsx', 'webpack://hotel-site/./node_modules/@gatsbyjs/reach-router/dist/index.modern.mjs'],
    names: [],
    mappings: 'AAAA,KCAA',
  }),
};

test("a module is named by its file in the project, or by its npm package's name", () => {
  expect(moduleName('webpack://hotel-site/./src/features/sliders/Slider.tsx')).toBe('src/features/sliders/Slider.tsx');
  expect(moduleName('webpack://hotel-site/./node_modules/preact/compat/dist/compat.module.js')).toBe('preact');
  expect(moduleName('webpack://hotel-site/./node_modules/gatsby/node_modules/@babel/runtime/helpers/x.js')).toBe('@babel/runtime');
  expect(moduleName(null)).toBe('(webpack)');
});

test("a script's bytes go to the modules its source map names, and their compressed shares add up to the script's", () => {
  const shares = scriptShares(script);
  expect(shares.map(({ module, bytes }) => [module, bytes]).sort()).toEqual([
    ['@gatsbyjs/reach-router', 6],
    ['src/layout/Layout.tsx', 5],
  ]);
  const total = gzipSync(script.code, { level: 9 }).length;
  expect(Math.abs(shares.reduce((sum, share) => sum + share.gzipBytes, 0) - total)).toBeLessThanOrEqual(1);
});

test('the table gives each script its total, its largest modules, and the rest in one row', () => {
  const table = breakdownTable([script], 1);
  expect(table.split('\n')).toHaveLength(5);
  expect(table).toContain('| **app-1234.js** |');
  expect(table).toContain('| 1 more |');
});

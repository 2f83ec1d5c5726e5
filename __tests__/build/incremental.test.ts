// A warm build after one edited page fetches exactly that change from WordPress. Runs two real
// Gatsby builds in a copy of the project against its own demo backend.
import fs from 'node:fs';
import path from 'node:path';
import { startTestBackend, type TestBackend } from '../support/demo-backend';
import { copyProject, gatsbyBuild } from '../../scripts/project-copy';

// eslint-disable-next-line no-control-regex -- terminal colour codes start with ESC
const stripAnsi = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '');
const changeLines = (output: string) =>
  stripAnsi(output)
    .split('\n')
    .filter((l) => /\b(create|update|delete) (page|mediaItem|menu|menuItem|comment|user)\b/.test(l));

let demo: TestBackend;
let project: string;

beforeAll(async () => {
  demo = await startTestBackend({ copyContent: true });
  project = copyProject();
});
afterAll(async () => {
  await demo.stop();
  fs.rmSync(project, { recursive: true, force: true });
});

test('a warm build picks up exactly the one edited page', async () => {
  const env = { WPGRAPHQL_URL: `${demo.url}/graphql`, FORCE_COLOR: '0' };
  const cold = await gatsbyBuild(project, env);
  expect(cold.code).toBe(0);
  const spaHtml = () => fs.readFileSync(path.join(project, 'public/spa/index.html'), 'utf8');
  const restaurantBefore = fs.readFileSync(path.join(project, 'public/page-data/restaurant/page-data.json'), 'utf8');
  expect(spaHtml()).not.toContain('Now open until midnight');

  const file = path.join(demo.contentDir, 'pages/en/spa.html');
  const source = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, source.replace(/^title: .*$/m, 'title: Lumière Spa & Wellness').replace(/<p>/, '<p>Now open until midnight. '));
  demo.backend.reload();

  const warm = await gatsbyBuild(project, env);
  expect(warm.code).toBe(0);
  expect(changeLines(warm.output)).toEqual([expect.stringContaining('update page Lumière Spa & Wellness (#17)')]);
  expect(spaHtml()).toContain('Now open until midnight');
  expect(spaHtml()).toContain('Lumière Spa &amp; Wellness');
  expect(fs.readFileSync(path.join(project, 'public/page-data/restaurant/page-data.json'), 'utf8')).toBe(restaurantBefore);

  // The security policy. The first warm build after a clean one rewrites every page (Gatsby's
  // bundle hash changes once, and with it an inline script of each page); from the next one on,
  // only the pages written again are read, and `_headers` keeps a rule for every page.
  const policies = (output: string) => /Content-Security-Policy written for (\d+) pages \((\d+) read/.exec(stripAnsi(output))?.slice(1).map(Number) ?? [];
  const [pages, readCold] = policies(cold.output);
  expect(readCold).toBe(pages);
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/<p>/, '<p>Closed on 1 January. '));
  demo.backend.reload();
  const next = await gatsbyBuild(project, env);
  expect(next.code).toBe(0);
  expect(spaHtml()).toContain('Closed on 1 January');
  const [pagesNext, readNext] = policies(next.output);
  expect(pagesNext).toBe(pages);
  expect(readNext).toBeLessThan(pages / 4);
  const headers = fs.readFileSync(path.join(project, 'public/_headers'), 'utf8');
  expect(headers.match(/^\/\S*\n {2}Content-Security-Policy: /gm)).toHaveLength(pages);
  expect(headers).toContain('\n/restaurant/\n  Content-Security-Policy: ');
  expect(headers).toContain('\n/fr/accueil/\n  Content-Security-Policy: ');
  expect(spaHtml()).toContain('<meta http-equiv="Content-Security-Policy"');
  console.log(`cold build ${cold.seconds.toFixed(1)} s, warm builds ${warm.seconds.toFixed(1)} s and ${next.seconds.toFixed(1)} s`);
});

// A warm build after one edited page fetches exactly that change from WordPress. Runs two real
// Gatsby builds in a copy of the project against its own demo backend.
import fs from 'node:fs';
import path from 'node:path';
import { startTestBackend, type TestBackend } from '../support/demo-backend';
import { copyProject, gatsbyBuild } from '../support/project-copy';

// eslint-disable-next-line no-control-regex -- terminal colour codes start with ESC
const stripAnsi = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '');
const changeLines = (output: string) => stripAnsi(output).split('\n').filter((l) => /\b(create|update|delete) (page|mediaItem|menu|menuItem|comment|user)\b/.test(l));

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
  console.log(`cold build ${cold.seconds.toFixed(1)} s, warm build ${warm.seconds.toFixed(1)} s`);
});

// A warm build after one edited page fetches exactly that change from WordPress, and what shows
// it; and it never mixes two WordPress sites. Runs real Gatsby builds in a copy of the project
// against its own demo backend.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startTestBackend, type TestBackend } from '../support/demo-backend';
import { gatsbyBuild, releaseScratch, scratchProject } from '../../scripts/project-copy';

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
  project = scratchProject();
});
afterAll(async () => {
  await demo.stop();
  releaseScratch(project);
});

test('a warm build picks up exactly the one edited page', async () => {
  const env = { WPGRAPHQL_URL: `${demo.url}/graphql`, FORCE_COLOR: '0' };
  const cold = await gatsbyBuild(project, env);
  expect(cold.code).toBe(0);
  // A clean build's log has no error in it, on every supported Node: an operator must never have
  // to tell a harmless one from a real one (two copies of one picture once raced, and Node 22's
  // deprecation warning once showed as an error).
  expect(cold.output.split('\n').filter((line) => /^\s*error\b/i.test(line))).toEqual([]);
  const spaHtml = () => fs.readFileSync(path.join(project, 'public/spa/index.html'), 'utf8');
  const restaurantBefore = fs.readFileSync(path.join(project, 'public/page-data/restaurant/page-data.json'), 'utf8');
  expect(spaHtml()).not.toContain('Now open until midnight');

  const file = path.join(demo.contentDir, 'pages/en/spa.html');
  const source = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, source.replace(/^title: .*$/m, 'title: Lumière Spa & Wellness').replace(/<p>/, '<p>Now open until midnight. '));
  demo.backend.reload();

  const warm = await gatsbyBuild(project, env);
  expect(warm.code).toBe(0);
  // The page WPGatsby recorded, the menu item that shows its title (found by the comparison with
  // WordPress, decision 013), and the pages WordPress renders a contact form into, fetched by
  // every warm build; nothing else.
  const forms = ['Rooms & Suites (#12)', 'Contact (#21)', 'Chambres & Suites (#32)', 'Nous contacter (#41)', 'Zimmer & Suiten (#52)', 'Kontakt (#61)'];
  expect(
    changeLines(warm.output)
      .map((line) => line.replace(/^.*gatsby-source-wordpress\s+/, ''))
      .sort(),
  ).toEqual(
    ['update page Lumière Spa & Wellness (#17)', 'update menuItem Lumière Spa & Wellness (#206)', ...forms.map((page) => `update page ${page}`)].sort(),
  );
  expect(spaHtml()).toContain('Now open until midnight');
  expect(spaHtml()).toContain('Lumière Spa &amp; Wellness');
  // Another page changes only where it shows the spa's title: its menu (before the comparison
  // with WordPress, every page's menu kept the old title).
  const restaurantAfter = fs.readFileSync(path.join(project, 'public/page-data/restaurant/page-data.json'), 'utf8');
  expect(restaurantAfter).toContain('"label":"Lumière Spa & Wellness","path":"/spa/"');
  expect(restaurantAfter.replace('"label":"Lumière Spa & Wellness"', '"label":"Spa Lumière"')).toBe(restaurantBefore);

  // The security policy, one for the whole site (decision 014). A warm build, the first after a
  // clean one too, reads and rewrites only the pages written again (the bundles' compilation hash,
  // which every page carries, is the clean build's: feature-css), and `_headers` keeps its one
  // policy. Here those are the English pages, whose menu shows the spa's new title.
  const policies = (output: string) =>
    /Content-Security-Policy: one policy for (\d+) pages \((\d+) read, (\d+) rewritten; \d+ script hashes, (\d+) set/
      .exec(stripAnsi(output))
      ?.slice(1)
      .map(Number) ?? [];
  const [pages, readCold, , setsCold] = policies(cold.output);
  expect(readCold).toBe(pages);
  expect(setsCold).toBe(1);
  expect(policies(warm.output)[1]).toBeLessThan(pages / 2);
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/<p>/, '<p>Closed on 1 January. '));
  demo.backend.reload();
  const next = await gatsbyBuild(project, env);
  expect(next.code).toBe(0);
  expect(spaHtml()).toContain('Closed on 1 January');
  const [pagesNext, readNext, rewrittenNext, setsNext] = policies(next.output);
  expect(pagesNext).toBe(pages);
  expect(readNext).toBeLessThan(pages / 4);
  expect(rewrittenNext).toBeLessThanOrEqual(readNext);
  expect(setsNext).toBe(1);
  const headerPolicy = () => /^ {2}Content-Security-Policy: (.*)$/m.exec(fs.readFileSync(path.join(project, 'public/_headers'), 'utf8'))?.[1];
  const metaPolicies = () =>
    new Set(
      fs
        .readdirSync(path.join(project, 'public'), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.html') && !f.startsWith('_gatsby') && fs.statSync(path.join(project, 'public', f)).isFile())
        .map((f) =>
          /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/
            .exec(fs.readFileSync(path.join(project, 'public', f), 'utf8'))?.[1]
            .replace(/&#x27;|&#39;/g, "'"),
        ),
    );
  expect(fs.readFileSync(path.join(project, 'public/_headers'), 'utf8').match(/Content-Security-Policy: /g)).toHaveLength(1);
  expect([...metaPolicies()].map((meta) => `${meta}; frame-ancestors 'self'`)).toEqual([headerPolicy()]);

  // A warm build whose site-wide policy changes (here another allowed origin, which changes no
  // page Gatsby writes) rewrites every page's <meta> to it, not only the pages written again.
  const moreOrigins = await gatsbyBuild(project, { ...env, CSP_CONNECT_SRC: 'https://tiles.maps-provider.net' });
  expect(moreOrigins.code).toBe(0);
  expect(headerPolicy()).toContain('connect-src ');
  expect(headerPolicy()).toContain('https://tiles.maps-provider.net');
  expect([...metaPolicies()].map((meta) => `${meta}; frame-ancestors 'self'`)).toEqual([headerPolicy()]);
  console.log(`cold build ${cold.seconds.toFixed(1)} s, warm builds ${warm.seconds.toFixed(1)} s and ${next.seconds.toFixed(1)} s`);
});

// A warm build keeps the compiled gatsby-* files while every file they import is unchanged
// (decision 032); a change to one of the site's own modules they import reaches the build.
test("a warm build compiles the build's code again when a module it imports changed", async () => {
  const env = { WPGRAPHQL_URL: `${demo.url}/graphql`, FORCE_COLOR: '0' };
  const redirects = () => fs.readFileSync(path.join(project, 'public/_redirects'), 'utf8');
  expect(redirects()).toContain("# Each language's front page is served at the language's root");
  const module = path.join(project, 'src/lib/front-page-redirects.ts');
  fs.writeFileSync(module, fs.readFileSync(module, 'utf8').replace("# Each language's front page", '# Every front page'));
  const build = await gatsbyBuild(project, env);
  expect(build.code).toBe(0);
  expect(redirects()).toContain("# Every front page is served at the language's root");
});

test('a warm build only ever sees its own WordPress: a `gatsby build` by hand against another stops, the build scripts start clean', async () => {
  const other = { WPGRAPHQL_URL: 'http://127.0.0.1:9/graphql', FORCE_COLOR: '0' };
  const byHand = spawnSync(path.join(__dirname, '../../node_modules/.bin/gatsby'), ['build'], {
    cwd: project,
    env: { ...process.env, ...other, CI: 'true' },
    encoding: 'utf8',
  });
  expect(byHand.status).not.toBe(0);
  expect(stripAnsi(byHand.stdout + byHand.stderr).replace(/\s+/g, ' ')).toContain(
    `holds the site built from ${demo.url}/graphql, not http://127.0.0.1:9/graphql`,
  );
  expect(fs.existsSync(path.join(project, 'public/spa/index.html'))).toBe(true);

  // The scripts' build (npm run build, the bench, these tests) empties .cache and public/ first;
  // here the other WordPress does not answer, so nothing of either site is left.
  const switched = await gatsbyBuild(project, other);
  expect(switched.code).not.toBe(0);
  expect(fs.existsSync(path.join(project, 'public/spa/index.html'))).toBe(false);
});

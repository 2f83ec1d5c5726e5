// What a build does when WordPress misbehaves, on real Gatsby builds against the demo backend
// behind the fault proxy (scripts/fault-proxy.ts): passing faults are asked again and the build
// succeeds; lasting ones fail it at once, or after a bounded wait, with one message that names
// the setting or the WordPress object at fault (plugins/wordpress-requests/). What a failed build
// leaves behind: publish-faults.test.ts, here and against the real WordPress.
import fs from 'node:fs';
import path from 'node:path';
import { rootField } from '../../plugins/wordpress-requests/failure-message';
import { startFaultProxy, type FaultProxy, type FaultRequest } from '../../scripts/fault-proxy';
import { gatsbyBuild, releaseScratch, scratchProject, type BuildResult } from '../../scripts/project-copy';
import { failureSummary } from '../../scripts/publish/failure-summary';
import { startTestBackend, type TestBackend } from '../support/demo-backend';

let demo: TestBackend;
let proxy: FaultProxy;
let site: string;

beforeAll(async () => {
  demo = await startTestBackend();
  proxy = await startFaultProxy(demo.url);
  site = scratchProject();
});
afterAll(async () => {
  await proxy.stop();
  await demo.stop();
  releaseScratch(site);
});
beforeEach(() => {
  proxy.clear();
  proxy.seen.length = 0;
});

/** The requests whose query asks first for `field` (`pages`: the list of pages gatsby-source-wordpress fetches). */
const asksFor = (field: string) => (request: FaultRequest) => {
  try {
    return rootField((JSON.parse(request.body) as { query: string }).query) === field;
  } catch {
    return false;
  }
};

/** A clean build: each test's faults hit it from its first request on. */
async function build(): Promise<BuildResult & { summary: string }> {
  fs.rmSync(path.join(site, '.cache'), { recursive: true, force: true });
  fs.rmSync(path.join(site, 'public'), { recursive: true, force: true });
  const result = await gatsbyBuild(site, { WPGRAPHQL_URL: `${proxy.origin}/graphql`, FORCE_COLOR: '0' });
  return { ...result, summary: failureSummary(result.output, result.code, result.signal) };
}

test('a 503 twice, a dropped connection and an answer cut short are asked again, and the build succeeds', async () => {
  proxy.inject({ match: asksFor('pages'), times: 2, do: { kind: 'status', status: 503, body: 'Service Unavailable' } });
  proxy.inject({ match: asksFor('menuItems'), times: 1, do: { kind: 'reset' } });
  proxy.inject({ match: asksFor('comments'), times: 1, do: { kind: 'truncate' } });
  const result = await build();
  // The summary says why, should it fail.
  expect({ code: result.code, summary: result.code === 0 ? '' : result.summary }).toEqual({ code: 0, summary: '' });
  expect(proxy.hits).toBeGreaterThanOrEqual(4);
  expect(result.output).toMatch(/WordPress did not answer the build's request for the list of pages \(HTTP 503\): asking again in 1 s\./);
  expect(result.output).toMatch(/WordPress did not answer the build's request for the list of menuItems \(the connection was dropped\): asking again in 1 s\./);
  expect(result.output).toMatch(/WordPress did not answer the build's request for the list of comments \(the answer was cut short\): asking again in 1 s\./);
  expect(fs.readFileSync(path.join(site, 'public/spa/index.html'), 'utf8')).toContain('Spa');
});

test('a 500 on every try: three tries, then the build fails naming the list it asked for and quoting WordPress', async () => {
  proxy.inject({ match: asksFor('pages'), do: { kind: 'status', status: 500, body: '<p>There has been a critical error on this website.</p>' } });
  const result = await build();
  expect(result.code).not.toBe(0);
  expect(proxy.seen.filter(asksFor('pages'))).toHaveLength(3);
  expect(result.summary).toMatch(
    /WordPress at http:\/\/127\.0\.0\.1:\d+\/graphql \(WPGRAPHQL_URL\) answered HTTP 500 when the build asked for the list of pages, 3 times over 3 s: WordPress failed on it \(its PHP error log says why\)\. The answer began: "There has been a critical error on this website\."/,
  );
});

test('a login asked for (401) fails the build at its first request, naming the setting', async () => {
  proxy.inject({ match: () => true, do: { kind: 'status', status: 401, body: 'Unauthorized' } });
  const result = await build();
  expect(result.code).not.toBe(0);
  // The schema's digest, asked before the build to choose a warm or a clean one, then the build's first request.
  expect(proxy.seen.map((request) => (JSON.parse(request.body) as { query: string }).query)).toEqual(['{ schemaMd5 }', '{ generalSettings { url } }']);
  expect(result.summary).toMatch(
    /\(WPGRAPHQL_URL\) answered HTTP 401 \(a login is needed\) when the build asked for "generalSettings"\. .*basic authentication/,
  );
});

test('a PHP warning printed before the JSON fails the build at once, quoting it', async () => {
  proxy.inject({
    match: asksFor('pages'),
    do: {
      kind: 'status',
      status: 200,
      headers: { 'content-type': 'application/json; charset=UTF-8' },
      body: '<br />\n<b>Warning</b>: Undefined array key "lang" in /var/www/wp-content/themes/hotel/functions.php on line 40<br />\n{"data":{}}',
    },
  });
  const result = await build();
  expect(result.code).not.toBe(0);
  expect(proxy.seen.filter(asksFor('pages'))).toHaveLength(1);
  expect(result.summary).toMatch(
    /answered JSON that does not parse when the build asked for the list of pages, where WPGraphQL answers JSON: a plugin or the theme prints output .*"Warning : Undefined array key "lang"/,
  );
});

test('GraphQL errors with no data fail the build at once, quoting WPGraphQL and naming the list', async () => {
  const failed = { data: null, errors: [{ message: 'Internal server error', extensions: { debugMessage: 'Call to undefined function pll_get_post()' } }] };
  proxy.inject({
    match: asksFor('pages'),
    do: { kind: 'status', status: 200, headers: { 'content-type': 'application/json; charset=UTF-8' }, body: JSON.stringify(failed) },
  });
  const result = await build();
  expect(result.code).not.toBe(0);
  expect(proxy.seen.filter(asksFor('pages'))).toHaveLength(1);
  expect(result.summary).toMatch(
    /answered errors and no data when the build asked for the list of pages: "Internal server error: Call to undefined function pll_get_post\(\)"\. With GRAPHQL_DEBUG/,
  );
});

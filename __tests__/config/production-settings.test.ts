import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnvFileIfPresent } from '../../src/config/env-file.server';
import { isLoopbackHost, isProductionBuild, productionProblems } from '../../src/config/production-settings.server';
import { readSettings, SETTING_NAMES } from '../../src/config/settings.server';

const problemsOf = (env: Record<string, string>) => productionProblems(env, readSettings(env));

const complete = {
  WPGRAPHQL_URL: 'https://cms.hotel-lumiere.mc/graphql',
  SITE_URL: 'https://www.hotel-lumiere.mc',
  GATSBY_MAP_STYLE_URL: 'https://tiles.maps-provider.net/styles/streets.json?lang={lang}',
  GATSBY_ROUTING_URL: 'https://router.maps-provider.net',
  GATSBY_GEOCODER_URL: 'https://geocoder.maps-provider.net',
  GATSBY_SHARE_COUNT_URL: 'https://counts.hotel-lumiere.mc/',
};

test('a build is a production one when WordPress is set and not on this machine', () => {
  expect(isProductionBuild({})).toBe(false);
  expect(isProductionBuild({ WPGRAPHQL_URL: 'http://127.0.0.1:8080/graphql' })).toBe(false);
  expect(isProductionBuild({ WPGRAPHQL_URL: 'http://localhost:8080/graphql' })).toBe(false);
  expect(isProductionBuild({ WPGRAPHQL_URL: 'http://[::1]:8080/graphql' })).toBe(false);
  expect(isProductionBuild({ WPGRAPHQL_URL: 'https://cms.hotel-lumiere.mc/graphql' })).toBe(true);
  expect(isProductionBuild({ WPGRAPHQL_URL: 'http://wordpress:8080/graphql' })).toBe(true);
});

test('loopback hosts', () => {
  for (const host of ['localhost', 'site.localhost', '127.0.0.1', '127.8.9.10', '[::1]', '0.0.0.0']) expect(isLoopbackHost(host)).toBe(true);
  for (const host of ['hotel-lumiere.mc', '10.0.0.2', 'localhost.hotel.mc', '128.0.0.1']) expect(isLoopbackHost(host)).toBe(false);
});

test('the demo and the builds against a local WordPress keep every default', () => {
  expect(problemsOf({})).toEqual([]);
  expect(problemsOf({ WPGRAPHQL_URL: 'http://127.0.0.1:8080/graphql' })).toEqual([]);
});

test('a production build with every address set has nothing to fix', () => {
  expect(problemsOf(complete)).toEqual([]);
});

test('a production build names each missing address', () => {
  const problems = problemsOf({ WPGRAPHQL_URL: complete.WPGRAPHQL_URL });
  expect(problems).toHaveLength(5);
  for (const variable of ['SITE_URL', 'GATSBY_MAP_STYLE_URL', 'GATSBY_ROUTING_URL', 'GATSBY_GEOCODER_URL', 'GATSBY_SHARE_COUNT_URL']) {
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${variable} is not set: .*127\\.0\\.0\\.1|^${variable} is not set: .*localhost`)));
  }
  expect(problemsOf({ ...complete, GATSBY_ROUTING_URL: ' ' })).toEqual([expect.stringMatching(/^GATSBY_ROUTING_URL is not set/)]);
});

test('a production build refuses loopback, demo and example addresses, naming the setting', () => {
  expect(problemsOf({ ...complete, GATSBY_GEOCODER_URL: 'http://127.0.0.1:8790' })).toEqual([
    expect.stringMatching(/^GATSBY_GEOCODER_URL is a loopback address/),
  ]);
  expect(problemsOf({ ...complete, SITE_URL: 'http://localhost:9000' })).toEqual([expect.stringMatching(/^SITE_URL is a loopback address/)]);
  expect(problemsOf({ ...complete, GATSBY_MAP_STYLE_URL: 'http://[::1]:8790/map/style.json?lang={lang}' })).toEqual([
    expect.stringMatching(/^GATSBY_MAP_STYLE_URL is a loopback address/),
  ]);
  expect(
    problemsOf({ ...complete, GATSBY_DEMO_BACKEND_URL: 'https://demo.hotel-lumiere.mc', GATSBY_SHARE_COUNT_URL: 'https://demo.hotel-lumiere.mc/' }),
  ).toEqual([expect.stringMatching(/^GATSBY_SHARE_COUNT_URL is the demo backend's address/)]);
  expect(problemsOf({ ...complete, SITE_URL: 'https://www.example' })).toEqual([expect.stringMatching(/^SITE_URL is an example address/)]);
  expect(problemsOf({ ...complete, GATSBY_ROUTING_URL: 'https://example.com/osrm' })).toEqual([
    expect.stringMatching(/^GATSBY_ROUTING_URL is an example address/),
  ]);
});

test('share counts need no aggregator when they come from the networks or are off', () => {
  const { GATSBY_SHARE_COUNT_URL: _unused, ...withoutCounts } = complete;
  expect(problemsOf({ ...withoutCounts, GATSBY_SHARE_COUNTS: 'direct' })).toEqual([]);
  expect(problemsOf({ ...withoutCounts, GATSBY_SHARE_COUNTS: 'off' })).toEqual([]);
});

test('a .env file is read when present, and never overrides the environment', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-file-'));
  try {
    const environment: NodeJS.ProcessEnv = { A: 'from-environment' };
    expect(loadEnvFileIfPresent(dir, environment)).toBe(false);
    fs.writeFileSync(path.join(dir, '.env'), '# a comment\nA=from-file\nB="from file"\n');
    expect(loadEnvFileIfPresent(dir, environment)).toBe(true);
    expect(environment).toEqual({ A: 'from-environment', B: 'from file' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the deploy workflow passes every setting a published site reads, and .env.example lists them all', () => {
  const workflow = fs.readFileSync(path.resolve('.github/workflows/deploy.yml'), 'utf8');
  const example = fs.readFileSync(path.resolve('.env.example'), 'utf8');
  // The demo backend's own settings mean nothing to a published site.
  const demoOnly = new Set(['DEMO_PORT', 'DEMO_PUBLIC_URL', 'GATSBY_DEMO_BACKEND_URL']);
  for (const name of SETTING_NAMES) {
    expect(example).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
    if (!demoOnly.has(name)) expect(workflow).toContain(`      ${name}: \${{ vars.${name} }}\n`);
  }
});

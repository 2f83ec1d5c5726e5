import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import YAML from 'yaml';
import { buildWouldFail, checkWordPress, formatReport, type CheckResult } from '../../scripts/wordpress-check/checks';
import { askVersions, versionsResult } from '../../scripts/wordpress-check/versions-check';
import { startTestBackend } from '../support/demo-backend';

const find = (results: CheckResult[], name: string) => results.find((r) => r.name === name);

test('the demo backend passes every check', async () => {
  const demo = await startTestBackend();
  try {
    const results = await checkWordPress({ graphqlUrl: `${demo.url}/graphql`, siteOrigin: 'https://hotel.example' });
    expect(results.filter((r) => r.status !== 'ok')).toEqual([]);
    expect(results.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'GraphQL endpoint',
        'WPGatsby',
        'Permalinks',
        'Languages',
        'Primary menu (fr)',
        'Front page (de)',
        'Contact Form 7',
        'Comments',
        'CORS',
      ]),
    );
    expect(buildWouldFail(results)).toBe(false);
  } finally {
    await demo.stop();
  }
});

test('plain permalinks are an error the build would fail on, with the fix', async () => {
  const demo = await startTestBackend({ backend: { prettyPermalinks: false } });
  try {
    const results = await checkWordPress({ graphqlUrl: `${demo.url}/graphql`, siteOrigin: 'https://hotel.example' });
    expect(find(results, 'Permalinks')).toMatchObject({ status: 'error', fix: expect.stringContaining('Settings > Permalinks') });
    expect(buildWouldFail(results)).toBe(true);
    expect(formatReport(results)).toContain('✘ Permalinks: pretty permalinks are off\n    fix:');
  } finally {
    await demo.stop();
  }
});

test('a language without a primary menu is reported for that language', async () => {
  const demo = await startTestBackend({ copyContent: true });
  try {
    const file = path.join(demo.contentDir, 'menus.yaml');
    const menus = YAML.parse(fs.readFileSync(file, 'utf8')) as { language: string; location: string }[];
    fs.writeFileSync(file, YAML.stringify(menus.filter((m) => !(m.language === 'de' && m.location === 'PRIMARY'))));
    demo.backend.reload();
    const results = await checkWordPress({ graphqlUrl: `${demo.url}/graphql`, siteOrigin: 'https://hotel.example' });
    expect(find(results, 'Primary menu (de)')).toMatchObject({ status: 'warning', detail: expect.stringContaining('PRIMARY___DE') });
    expect(find(results, 'Primary menu (fr)')?.status).toBe('ok');
  } finally {
    await demo.stop();
  }
});

test('an address where nothing answers is one clear error, and nothing else is asked', async () => {
  const port = await new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as net.AddressInfo;
      server.close(() => resolve(free));
    });
  });
  const results = await checkWordPress({ graphqlUrl: `http://127.0.0.1:${port}/graphql`, siteOrigin: 'https://hotel.example', timeoutMs: 3000 });
  expect(results).toEqual([expect.objectContaining({ name: 'GraphQL endpoint', status: 'error', detail: expect.stringContaining('ECONNREFUSED') })]);
});

describe('the versions WordPress runs, against the tested stacks', () => {
  const newest = { wordpress: '7.1', wpGraphql: '2.20.0', wpGatsby: '2.3.3', contactForm7: '6.1.6', polylang: '3.8.7', wpGraphqlPolylang: '0.7.1' };

  test('the demo backend names the newest tested stack, which it stands in for', async () => {
    const demo = await startTestBackend();
    try {
      const results = await checkWordPress({ graphqlUrl: `${demo.url}/graphql`, siteOrigin: 'https://hotel.example' });
      expect(find(results, 'Versions')).toEqual({
        name: 'Versions',
        status: 'ok',
        detail:
          'WordPress 7.1, WPGraphQL 2.20.0, WPGatsby 2.3.3, Contact Form 7 6.1.6, Polylang 3.8.7, WPGraphQL Polylang 0.7.1: a tested stack (wordpress-stack-7.1.tar.xz)',
      });
    } finally {
      await demo.stop();
    }
  });

  test('the oldest tested stack is a tested stack too', () => {
    const oldest = { ...newest, wordpress: '6.8.8', wpGraphql: '1.32.1' };
    expect(versionsResult(oldest)).toMatchObject({ status: 'ok', detail: expect.stringContaining('a tested stack (wordpress-stack.tar.xz)') });
  });

  test('versions between the tested ones are within the matrix, each untested one named', () => {
    const result = versionsResult({ ...newest, wordpress: '6.9.1', wpGraphql: '2.21.0' });
    expect(result.status).toBe('ok');
    expect(result.detail).toContain('within the tested matrix');
    expect(result.detail).toContain('WordPress 6.9.1 is not itself tested (tested: 6.8.8 and 7.1)');
    expect(result.detail).toContain('WPGraphQL 2.21.0 is not itself tested (tested: 1.32.1 and 2.20.0)');
  });

  test('a newer major version is a warning naming it and the tested ones', () => {
    const result = versionsResult({ ...newest, wordpress: '8.0', wpGraphql: '3.0.1' });
    expect(result.status).toBe('warning');
    expect(result.detail).toContain('WordPress 8.0 is a newer major version than the site is tested with (6.8.8 and 7.1)');
    expect(result.detail).toContain('WPGraphQL 3.0.1 is a newer major version');
    expect(result.fix).toContain('docs/operators.md');
    expect(buildWouldFail([result])).toBe(false);
  });

  test('an older version than the oldest tested is a warning', () => {
    expect(versionsResult({ ...newest, wordpress: '6.7.2' })).toMatchObject({
      status: 'warning',
      detail: expect.stringContaining('WordPress 6.7.2 is older than'),
    });
  });

  test('a WordPress without the route says so, and what the site is tested with', async () => {
    const notFound = (async () => new Response('{"code":"rest_no_route"}', { status: 404 })) as typeof fetch;
    const result = versionsResult(await askVersions('http://wordpress.example', notFound, 1000));
    expect(result).toMatchObject({ status: 'warning', detail: expect.stringContaining('HTTP 404') });
    expect(result.fix).toContain('WordPress 7.1, WPGraphQL 2.20.0');
  });
});

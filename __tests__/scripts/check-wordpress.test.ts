import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import YAML from 'yaml';
import { buildWouldFail, checkWordPress, formatReport, type CheckResult } from '../../scripts/wordpress-check/checks';
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

// Both clients of the build, the project's own (fetch) and gatsby-source-wordpress's (its own
// axios client, wrapped), against a WordPress stand-in behind the fault proxy: what each fault
// costs in requests, and what the build is told when it gives up. Waits are recorded, not slept.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { moduleHelpers } from 'gatsby-source-wordpress/dist/utils/fetch-graphql';
import { startFaultProxy, type Fault, type FaultProxy } from '../../../scripts/fault-proxy';
import { askWordPress } from '../../../plugins/wordpress-requests/ask-wordpress';
import { retryPosts } from '../../../plugins/wordpress-requests/source-plugin-requests';
import { WordPressRequestError } from '../../../plugins/wordpress-requests/with-retries';

const singleQuery = 'query SINGLE_CONTENT_QUERY($id: ID!) { page(id: $id) { id title } }';
const pageTwelve = { query: singleQuery, variables: { id: Buffer.from('post:12').toString('base64') } };
const answer = { data: { page: { id: 'cG9zdDoxMg==', title: 'Spa' } } };

let wordpress: http.Server;
let proxy: FaultProxy;
let waits: number[];
let notes: string[];
const options = () => ({ sleep: async (ms: number) => void waits.push(ms), onRetry: (note: string) => void notes.push(note) });

beforeAll(async () => {
  wordpress = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => wordpress.listen(0, '127.0.0.1', resolve));
  proxy = await startFaultProxy(`http://127.0.0.1:${(wordpress.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await proxy.stop();
  await new Promise((resolve) => wordpress.close(resolve));
});
beforeEach(() => {
  proxy.clear();
  proxy.seen.length = 0;
  waits = [];
  notes = [];
});

const all = () => true;
const graphqlUrl = () => `${proxy.origin}/graphql`;

/** gatsby-source-wordpress's client, as its fetchGraphql gets it, with the policy on. */
function sourcePluginClient() {
  const client = moduleHelpers.getHttp(50);
  retryPosts(client, options());
  return client;
}

type Client = { name: string; ask: () => Promise<unknown> };
const clients: Client[] = [
  { name: 'the project’s own', ask: () => askWordPress(graphqlUrl(), pageTwelve, { ...options(), timeoutMs: 1000 }) },
  { name: 'gatsby-source-wordpress’s', ask: async () => (await sourcePluginClient().post(graphqlUrl(), pageTwelve, { timeout: 1000 })).data },
];

async function failure(ask: () => Promise<unknown>): Promise<WordPressRequestError> {
  const error = await ask().then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof WordPressRequestError)) throw new Error(`expected a WordPressRequestError, got ${String(error)}`);
  return error;
}

describe.each(clients)('$name client', ({ ask }) => {
  test.each<[string, Fault['do']]>([
    ['a 503', { kind: 'status', status: 503 }],
    ['a dropped connection', { kind: 'reset' }],
    ['an answer cut short', { kind: 'truncate' }],
  ])('%s twice, then the answer: asked three times, after waits of 1 and 2 s', async (_name, fault) => {
    proxy.inject({ match: all, times: 2, do: fault });
    await expect(ask()).resolves.toEqual(answer);
    expect(proxy.seen).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
    expect(notes[0]).toMatch(/^WordPress did not answer the build's request for page 12 \(.+\): asking again in 1 s\.$/);
  });

  test('WordPress down for good: five tries over 15 s, then a message naming the setting, the page and the cause', async () => {
    proxy.inject({ match: all, do: { kind: 'status', status: 503, body: '<h1>Service Unavailable</h1>' } });
    const error = await failure(ask);
    expect(proxy.seen).toHaveLength(5);
    expect(error.message).toBe(
      `WordPress at ${graphqlUrl()} (WPGRAPHQL_URL) answered HTTP 503 when the build asked for page 12, 5 times over 15 s: WordPress, or the server in front of it, is down or overloaded. The answer began: "Service Unavailable".`,
    );
    expect(error.stack).toBe(error.message);
  });

  test('a 500 is asked three times in all', async () => {
    proxy.inject({ match: all, do: { kind: 'status', status: 500, body: 'There has been a critical error on this website.' } });
    expect((await failure(ask)).message).toMatch(/HTTP 500 when the build asked for page 12, 3 times over 3 s: WordPress failed on it/);
    expect(proxy.seen).toHaveLength(3);
  });

  test('an answer cut short every time is named as such', async () => {
    proxy.inject({ match: all, do: { kind: 'truncate' } });
    expect((await failure(ask)).message).toMatch(/gave no whole answer when the build asked for page 12, 5 times over 15 s: the answer was cut short\./);
  });

  test('a refused login fails at once, without a second request', async () => {
    proxy.inject({ match: all, do: { kind: 'status', status: 401 } });
    expect((await failure(ask)).message).toMatch(/answered HTTP 401 \(a login is needed\) when the build asked for page 12/);
    expect(proxy.seen).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  test('a PHP notice instead of JSON fails at once and quotes it', async () => {
    proxy.inject({ match: all, do: { kind: 'status', status: 200, body: '<br /><b>Warning</b>: Cannot modify header information' } });
    expect((await failure(ask)).message).toMatch(
      /answered text\/html; charset=UTF-8 when the build asked for page 12, where WPGraphQL answers JSON.*"Warning : Cannot modify header information"/,
    );
    expect(proxy.seen).toHaveLength(1);
  });

  test('a PHP warning printed before WPGraphQL’s JSON fails at once and quotes it', async () => {
    const body = `<br />\n<b>Deprecated</b>: Creation of dynamic property in /var/www/wp-content/plugins/seo/seo.php on line 12<br />\n${JSON.stringify(answer)}`;
    proxy.inject({ match: all, do: { kind: 'status', status: 200, body, headers: { 'content-type': 'application/json; charset=UTF-8' } } });
    expect((await failure(ask)).message).toMatch(
      /answered JSON that does not parse when the build asked for page 12.*"Deprecated : Creation of dynamic property in \/var\/www/,
    );
    expect(proxy.seen).toHaveLength(1);
  });

  test('GraphQL errors with no data fail at once, quoting WPGraphQL; errors beside data are the plugin’s to weigh', async () => {
    const json = { 'content-type': 'application/json; charset=UTF-8' };
    const partial = { data: answer.data, errors: [{ message: 'Internal server error', path: ['page', 'author'] }] };
    proxy.inject({ match: all, times: 1, do: { kind: 'status', status: 200, headers: json, body: JSON.stringify(partial) } });
    await expect(ask()).resolves.toEqual(partial);
    const failed = { data: null, errors: [{ message: 'Internal server error', extensions: { debugMessage: 'Call to undefined function pll_get_post()' } }] };
    proxy.inject({ match: all, do: { kind: 'status', status: 200, headers: json, body: JSON.stringify(failed) } });
    expect((await failure(ask)).message).toMatch(
      /answered errors and no data when the build asked for page 12: "Internal server error: Call to undefined function pll_get_post\(\)"\. With GRAPHQL_DEBUG/,
    );
    expect(proxy.seen).toHaveLength(2);
  });

  test('no answer within the time limit: asked three times in all, then said', async () => {
    proxy.inject({ match: all, do: { kind: 'hang' } });
    expect((await failure(ask)).message).toMatch(/did not answer within 1 s when the build asked for page 12, 3 times over 3 s/);
    expect(proxy.seen).toHaveLength(3);
  }, 15_000);
});

test('the source plugin’s client is wrapped once, however often the build asks for it', async () => {
  sourcePluginClient();
  sourcePluginClient();
  proxy.inject({ match: all, times: 1, do: { kind: 'status', status: 503 } });
  await sourcePluginClient().post(graphqlUrl(), pageTwelve, { timeout: 2000 });
  expect(proxy.seen).toHaveLength(2);
});

// The demo backend's stand-ins for what pages load from other sites: the share-count aggregator
// and an embeddable WordPress post, answered offline.
import fs from 'node:fs';
import path from 'node:path';
import { startTestBackend, type TestBackend } from '../support/demo-backend';

let demo: TestBackend;
beforeAll(async () => {
  demo = await startTestBackend({ copyContent: true });
});
afterAll(() => demo.stop());

test('the aggregator answers stored counts by network and share id, to any origin', async () => {
  const response = await fetch(`${demo.url}/counts/facebook/news-rooftop-terrace`);
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ network: 'facebook', id: 'news-rooftop-terrace', count: 12480 });
});

test('a page or network it has never seen counts 0; a malformed network name is a 400', async () => {
  expect(await (await fetch(`${demo.url}/counts/xing/news-rooftop-terrace`)).json()).toMatchObject({ count: 0 });
  expect(await (await fetch(`${demo.url}/counts/facebook/${encodeURIComponent('/no/such/page/')}`)).json()).toMatchObject({ count: 0 });
  const bad = await fetch(`${demo.url}/counts/Face-Book!/x`);
  expect(bad.status).toBe(400);
  expect(await bad.json()).toMatchObject({ code: 'invalid_network' });
});

test('the embed page of a post is HTML that posts its height with the secret from its address', async () => {
  const response = await fetch(`${demo.url}/2026/09/10/yacht-show-from-above/embed/`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
  expect(response.headers.get('x-wp-embed')).toBe('true');
  const html = await response.text();
  expect(html).toContain('class="wp-embed');
  expect(html).toContain(`${demo.url}/2026/09/10/yacht-show-from-above/`);
  expect(html).toMatch(/message: message, value: value, secret: secret/);
  expect(html).toContain("send('height'");
});

test('the post itself is served at its permalink; unknown posts fall through to the usual 404', async () => {
  const post = await fetch(`${demo.url}/2026/09/10/yacht-show-from-above/`);
  expect(post.status).toBe(200);
  expect(await post.text()).toContain('<h1>The Yacht Show from above</h1>');
  const missing = await fetch(`${demo.url}/2026/09/11/yacht-show-from-above/embed/`);
  expect(missing.status).toBe(404);
  expect(await missing.json()).toMatchObject({ code: 'rest_no_route' });
});

test('edited counts are read again with the content', async () => {
  fs.writeFileSync(path.join(demo.contentDir, 'share-counts.yaml'), 'news-rooftop-terrace:\n  facebook: 5\n');
  demo.backend.reload();
  expect(await (await fetch(`${demo.url}/counts/facebook/news-rooftop-terrace`)).json()).toMatchObject({ count: 5 });
  fs.writeFileSync(path.join(demo.contentDir, 'share-counts.yaml'), 'news-rooftop-terrace:\n  facebook: lots\n');
  expect(() => demo.backend.reload()).toThrow(/whole number/);
});

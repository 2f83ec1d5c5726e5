// Checks `public/` after `npm run build` against the demo backend: every WordPress page in every
// language became a page at its uri, with its images processed and its translations linked.
import fs from 'node:fs';
import path from 'node:path';
import { startTestBackend, type TestBackend } from '../support/demo-backend';

const publicDir = path.resolve(__dirname, '../../public');
const htmlAt = (uri: string) => fs.readFileSync(path.join(publicDir, uri, 'index.html'), 'utf8');

type Page = { uri: string; title: string; language: { locale: string }; translations: { uri: string }[] };
let demo: TestBackend;
let pages: Page[];

beforeAll(async () => {
  demo = await startTestBackend();
  const { body } = await demo.graphql('{ pages(first: 100) { nodes { uri title language { locale } translations { uri } } } }');
  pages = body.data.pages.nodes;
});
afterAll(() => demo.stop());

test('the build exists', () => {
  expect(fs.existsSync(path.join(publicDir, 'index.html'))).toBe(true);
});

test('every page in every language is built at its uri, in its language', () => {
  expect(pages.length).toBeGreaterThanOrEqual(39);
  for (const page of pages) {
    const html = htmlAt(page.uri);
    expect(html).toContain(`<html lang="${page.language.locale.replace('_', '-')}"`);
    expect(html).toContain(page.title.replace(/&/g, '&amp;'));
  }
});

test("each page links to each of its translations", () => {
  for (const page of pages) {
    const html = htmlAt(page.uri);
    for (const translation of page.translations) expect(html).toContain(`href="${translation.uri}"`);
  }
});

test('images are processed: the featured image is resized, every image is served by the site itself', () => {
  const html = htmlAt('/');
  expect(html).toContain('data-gatsby-image-wrapper');
  const webp = [...html.matchAll(/\/static\/[^"\s,]+\.webp/g)].map((m) => m[0]);
  expect(webp.length).toBeGreaterThan(0);
  for (const file of webp.slice(0, 5)) expect(fs.existsSync(path.join(publicDir, file))).toBe(true);

  // Inline content images are copied into the build (resizing them is the content renderer's job).
  const sources = [...html.matchAll(/\ssrc="([^"?]+\.(?:jpe?g|png|webp|avif))(?:\?[^"]*)?"/g)].map((m) => m[1]);
  expect(sources.length).toBeGreaterThan(3);
  for (const src of sources) {
    expect(src.startsWith('/')).toBe(true);
    expect(fs.existsSync(path.join(publicDir, decodeURIComponent(src)))).toBe(true);
  }
  expect(html).not.toContain('/wp-content/uploads/');
});

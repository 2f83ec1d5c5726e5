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

test('the page image paints without JavaScript: loaded first, never hidden; the others load lazily', () => {
  const html = htmlAt('/rooms/deluxe-sea-view-room/');
  const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
  // HTML attribute names ignore case: React writes fetchPriority.
  const first = images.filter((img) => /fetchpriority="high"/i.test(img));
  expect(first).toHaveLength(1);
  expect(first[0]).toContain('loading="eager"');
  expect(first[0]).toMatch(/ width="\d+" height="\d+"/);
  const gallery = [...htmlAt('/gallery/').matchAll(/<img [^>]*>/g)].map((m) => m[0]);
  expect(gallery.filter((img) => /loading="lazy"/.test(img)).length).toBeGreaterThan(3);
  for (const img of [...images, ...gallery]) expect(img).not.toMatch(/opacity:\s*0/);
});

test("every page starts React's scripts from the loader that waits for the hero's paint", () => {
  for (const page of pages) {
    const html = htmlAt(page.uri);
    expect(html).not.toMatch(/<script src="[^"]+" async>/);
    expect(html).toMatch(/<script id="app-scripts">[^<]*\(\["\/webpack-runtime-[^"]+\.js","\/framework-[^"]+\.js","\/app-[^"]+\.js"\]\);<\/script>/);
  }
});

test('images are processed: featured and content images are resized copies served by the site', () => {
  for (const uri of ['/', '/fr/galerie/']) {
    const html = htmlAt(uri);
    expect(html).toMatch(/<picture[^>]*><source type="image\/webp" srcSet="[^"]+ \d+w/);
    const sources = [...html.matchAll(/\ssrc="([^"?]+\.(?:jpe?g|png|webp|avif))(?:\?[^"]*)?"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(3);
    for (const src of sources) {
      expect(src.startsWith('/static/')).toBe(true);
      expect(fs.existsSync(path.join(publicDir, src))).toBe(true);
    }
    expect(html).not.toContain('/wp-content/uploads/');
    expect(html).not.toContain('/_gatsby/file/');
    const webp = [...html.matchAll(/\/static\/[^"\s,]+\.webp/g)].map((m) => m[0]);
    expect(webp.length).toBeGreaterThan(0);
  }
});

const siteUrl = 'http://localhost:9000';
const alternatesIn = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));

test('hreflang sets are absolute, complete and reciprocal', () => {
  for (const page of pages) {
    const own = alternatesIn(htmlAt(page.uri));
    expect(Object.keys(own)).toHaveLength(page.translations.length + 2); // the others, itself, x-default
    expect(own[page.language.locale.replace('_', '-')]).toBe(`${siteUrl}${page.uri}`);
    for (const translation of page.translations) {
      expect(Object.values(own)).toContain(`${siteUrl}${translation.uri}`);
      expect(alternatesIn(htmlAt(translation.uri))).toEqual(own);
    }
    expect(htmlAt(page.uri)).toContain(`<link rel="canonical" href="${siteUrl}${page.uri}"`);
  }
});

test('the sitemap lists every page with its translations, and robots.txt points at it', () => {
  const sitemap = fs.readFileSync(path.join(publicDir, 'sitemap-0.xml'), 'utf8');
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(new Set(urls)).toEqual(new Set(pages.map((p) => `${siteUrl}${p.uri}`)));
  const rooms = pages.find((p) => p.uri === '/rooms/')!;
  const entry = sitemap.slice(sitemap.indexOf(`<loc>${siteUrl}/rooms/</loc>`)).split('</url>')[0];
  for (const t of rooms.translations) expect(entry).toContain(`href="${siteUrl}${t.uri}"`);
  expect(entry).toContain('hreflang="x-default"');
  const robots = fs.readFileSync(path.join(publicDir, 'robots.txt'), 'utf8');
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
});

test("every page carries the hotel's card for search engines, from the directions page", () => {
  const card = JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(htmlAt('/de/'))?.[1] ?? '{}');
  expect(card).toMatchObject({ '@type': 'Hotel', name: 'Hôtel Lumière Monte-Carlo', geo: { latitude: 43.7402, longitude: 7.4283 }, checkinTime: '15:00' });
});

test('each language has its own page-not-found page', () => {
  expect(fs.existsSync(path.join(publicDir, '404.html'))).toBe(true);
  expect(htmlAt('/fr/404/')).toContain('Page introuvable');
  expect(htmlAt('/de/404/')).toContain('Seite nicht gefunden');
});

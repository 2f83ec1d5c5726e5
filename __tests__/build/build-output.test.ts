// Checks `public/` after `npm run build` against the demo backend: every WordPress page in every
// language became a page at its uri (a front page at its language's root), with its images
// processed and its translations linked.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { moduleClassName } from '../../plugins/feature-css/class-name';
import { filesUnder, isBinary } from '../support/built-files';
import { startTestBackend, type TestBackend } from '../support/demo-backend';

const publicDir = path.resolve(__dirname, '../../public');
const htmlAt = (uri: string) => fs.readFileSync(path.join(publicDir, uri, 'index.html'), 'utf8');

type Address = { uri: string; isFrontPage: boolean; language: { slug: string } };
type Page = Address & { title: string; language: { locale: string }; translations: Address[] };
let demo: TestBackend;
let pages: Page[];

// WordPress gives the French front page `/fr/accueil/`; the site serves it at `/fr/`.
const builtAt = (page: Address) => (!page.isFrontPage ? page.uri : page.language.slug === 'en' ? '/' : `/${page.language.slug}/`);

beforeAll(async () => {
  demo = await startTestBackend();
  const { body } = await demo.graphql(
    '{ pages(first: 100) { nodes { uri isFrontPage title language { slug locale } translations { uri isFrontPage language { slug } } } } }',
  );
  pages = body.data.pages.nodes;
});
afterAll(() => demo.stop());

test('the build exists', () => {
  expect(fs.existsSync(path.join(publicDir, 'index.html'))).toBe(true);
});

test('the page renderer requires no Node module that Node 22 and later deprecate, so their build log stays free of errors', () => {
  const renderer = path.resolve(__dirname, '../../.cache/page-ssr/routes');
  const bundles = fs.readdirSync(renderer).filter((file) => file.endsWith('.js'));
  expect(bundles).toContain('render-page.js');
  const requiring = bundles.filter((file) => /require\(["'](node:)?punycode["']\)/.test(fs.readFileSync(path.join(renderer, file), 'utf8')));
  expect(requiring).toEqual([]);
});

// The renderer marks the parts that waited for their code only on the first page a worker renders
// with them: a page must come out the same whichever page was rendered first.
test("no page carries the server renderer's marks of parts that waited for their code", () => {
  const pages = filesUnder(publicDir).filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(30);
  expect(pages.filter((file) => fs.readFileSync(path.join(publicDir, file), 'utf8').includes('<!--$s-->'))).toEqual([]);
});

test('every text file the build writes is valid UTF-8 without a NUL byte', () => {
  const textFiles = filesUnder(publicDir)
    .filter((file) => !isBinary(file))
    .map((file) => path.join(publicDir, file));
  expect(textFiles.length).toBeGreaterThan(100);
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const bad = textFiles.filter((file) => {
    const bytes = fs.readFileSync(file);
    if (bytes.includes(0)) return true;
    try {
      utf8.decode(bytes);
      return false;
    } catch {
      return true;
    }
  });
  expect(bad.map((file) => path.relative(publicDir, file))).toEqual([]);
});

test('every page in every language is built at its uri, in its language', () => {
  expect(pages.length).toBeGreaterThanOrEqual(39);
  for (const page of pages) {
    const html = htmlAt(builtAt(page));
    expect(html).toContain(`<html lang="${page.language.locale.replace('_', '-')}"`);
    expect(html).toContain(page.title.replace(/&/g, '&amp;'));
  }
});

test('each page links to each of its translations', () => {
  for (const page of pages) {
    const html = htmlAt(builtAt(page));
    for (const translation of page.translations) expect(html).toContain(`href="${builtAt(translation)}"`);
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
    const html = htmlAt(builtAt(page));
    expect(html).not.toMatch(/<script src="[^"]+" async>/);
    expect(html).toMatch(
      /<script id="app-scripts" data-urls="\[&quot;\/webpack-runtime-[^"]+\.js&quot;,&quot;\/framework-[^"]+\.js&quot;,&quot;\/app-[^"]+\.js&quot;[^"]*\]">/,
    );
  }
});

// Every HTML file the build wrote: Gatsby's pages, the redirect pages, the languages' 404 copies.
const htmlFiles = () => filesUnder(publicDir).filter((file) => file.endsWith('.html') && !file.startsWith('_gatsby'));
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    createHash('sha256').update(m[1]).digest('base64'),
  );
// First in the <head> after the character set (Gatsby's pages write `charSet`, the redirect pages `charset`).
const metaPolicy = (html: string) =>
  /<meta char[sS]et="utf-8"\/?><meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1].replace(/&#x27;|&#39;/g, "'");

test("every page's inline scripts are the same: one set of hashes serves the whole site", () => {
  const sets = new Map<string, string[]>();
  for (const file of htmlFiles()) {
    const hashes = [...new Set(inlineScriptHashes(fs.readFileSync(path.join(publicDir, file), 'utf8')))].sort();
    // Redirect pages carry no script at all.
    if (hashes.length > 0) sets.set(hashes.join(' '), [...(sets.get(hashes.join(' ')) ?? []), file]);
  }
  // One set: on failure, the pages of each set show which script differs by page.
  expect([...sets.values()].map((files) => files.slice(0, 3))).toHaveLength(1);
});

test('every page carries the site-wide Content-Security-Policy in its head, equal to the header in _headers, allowing exactly the inline scripts', () => {
  const headers = fs.readFileSync(path.join(publicDir, '_headers'), 'utf8');
  const header = /^\/\*\n(?: {2}.*\n)*? {2}Content-Security-Policy: (.*)$/m.exec(headers)?.[1];
  expect(header).toMatch(/^default-src 'self'; script-src 'self' 'strict-dynamic'/);
  for (const file of htmlFiles()) {
    const html = fs.readFileSync(path.join(publicDir, file), 'utf8');
    const meta = metaPolicy(html);
    // The header adds what a <meta> cannot carry.
    expect({ file, policy: `${meta}; frame-ancestors 'self'` }).toEqual({ file, policy: header });
    const allowed = [...(meta ?? '').matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]).sort();
    const inline = [...new Set(inlineScriptHashes(html))].sort();
    if (inline.length > 0) expect(allowed).toEqual(inline);
  }
  // The display font's head script, the script loader, the compilation hash and the hero loader
  // (gatsby-plugin-image's helper for its component and Gatsby's chunk mapping are left out:
  // plugins/wordpress-content/gatsby-ssr.ts, plugins/app-scripts-after-hero/chunk-mapping-script.ts).
  expect([...(header ?? '').matchAll(/'sha256-/g)]).toHaveLength(4);
  // A handful of rules, whatever the number of pages.
  const rules = headers.split('\n').filter((line) => line.startsWith('/'));
  expect(rules.length).toBeLessThan(50);
  expect(
    rules.filter((line) => !line.startsWith('/*') && !line.startsWith('/static/') && !line.startsWith('/page-data/') && !line.startsWith('/sitemap')),
  ).toEqual(rules.filter((line) => /^\/[\w~.-]+-[0-9a-f]{20}\.(?:js|css)$/.test(line)));
});

test('images are processed: featured and content images are resized copies served by the site', () => {
  for (const uri of ['/', '/fr/galerie/']) {
    const html = htmlAt(uri);
    expect(html).toMatch(/<picture[^>]*><source type="image\/webp" srcset="[^"]+ \d+w/);
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

test("the page image's copies are cut to 16:9, near the hero's frame on a phone: fewer rows it never draws are sent", () => {
  const html = htmlAt('/location/');
  const hero = /<picture data-layout="fullWidth"><source type="image\/webp" srcset="([^"]+)"/.exec(html);
  if (!hero) throw new Error('/location/ has no page image');
  const copies = hero[1].split(',').map((candidate) => candidate.trim().split(' ')[0]);
  expect(copies.length).toBeGreaterThan(3);
  for (const copy of copies) {
    const { width, height } = imageSize(fs.readFileSync(path.join(publicDir, copy)));
    expect(Math.abs(height - width / (16 / 9))).toBeLessThanOrEqual(1);
  }
});

const siteUrl = 'http://localhost:9000';
const alternatesIn = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));

test('hreflang sets are absolute, complete and reciprocal', () => {
  for (const page of pages) {
    const own = alternatesIn(htmlAt(builtAt(page)));
    expect(Object.keys(own)).toHaveLength(page.translations.length + 2); // the others, itself, x-default
    expect(own[page.language.locale.replace('_', '-')]).toBe(`${siteUrl}${builtAt(page)}`);
    for (const translation of page.translations) {
      expect(Object.values(own)).toContain(`${siteUrl}${builtAt(translation)}`);
      expect(alternatesIn(htmlAt(builtAt(translation)))).toEqual(own);
    }
    expect(htmlAt(builtAt(page))).toContain(`<link rel="canonical" href="${siteUrl}${builtAt(page)}"`);
  }
});

test('the sitemap lists every page with its translations, and robots.txt points at it', () => {
  const sitemap = fs.readFileSync(path.join(publicDir, 'sitemap-0.xml'), 'utf8');
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(new Set(urls)).toEqual(new Set(pages.map((p) => `${siteUrl}${builtAt(p)}`)));
  const rooms = pages.find((p) => p.uri === '/rooms/')!;
  const entry = sitemap.slice(sitemap.indexOf(`<loc>${siteUrl}/rooms/</loc>`)).split('</url>')[0];
  for (const t of rooms.translations) expect(entry).toContain(`href="${siteUrl}${builtAt(t)}"`);
  expect(entry).toContain('hreflang="x-default"');
  const robots = fs.readFileSync(path.join(publicDir, 'robots.txt'), 'utf8');
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
});

test("every page carries the hotel's card for search engines, from the directions page", () => {
  const card = JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(htmlAt('/de/'))?.[1] ?? '{}');
  expect(card).toMatchObject({ '@type': 'Hotel', name: 'Hôtel Lumière Monte-Carlo', geo: { latitude: 43.7402, longitude: 7.4283 }, checkinTime: '15:00' });
});

test('each language has its own page-not-found page, where Cloudflare Pages looks for it, and a rule where Netlify does', () => {
  expect(fs.existsSync(path.join(publicDir, '404.html'))).toBe(true);
  expect(htmlAt('/fr/404/')).toContain('Page introuvable');
  expect(htmlAt('/de/404/')).toContain('Seite nicht gefunden');
  expect(fs.readFileSync(path.join(publicDir, 'fr/404.html'), 'utf8')).toContain('Page introuvable');
  expect(fs.readFileSync(path.join(publicDir, 'de/404.html'), 'utf8')).toContain('Seite nicht gefunden');
  const netlify = fs.readFileSync(path.resolve(__dirname, '../../netlify.toml'), 'utf8');
  expect(netlify).toContain('from = "/fr/*"\n  to = "/fr/404.html"\n  status = 404');
  expect(netlify).toContain('from = "/de/*"\n  to = "/de/404.html"\n  status = 404');
});

describe("each language's front page at its root", () => {
  const homes = [
    { root: '/fr/', wordpressUri: '/fr/accueil/', lang: 'fr-FR', words: 'Depuis 1898' },
    { root: '/de/', wordpressUri: '/de/startseite/', lang: 'de-DE', words: 'Seit 1898' },
  ];

  test('the demo gives the French and German front pages their slug, as WordPress does', () => {
    const fronts = pages
      .filter((p) => p.isFrontPage)
      .map((p) => p.uri)
      .sort();
    expect(fronts).toEqual(['/', ...homes.map((h) => h.wordpressUri).sort()]);
  });

  test.each(homes)('$root is the $lang home page', ({ root, lang, words }) => {
    const html = htmlAt(root);
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toMatch(/<title[^>]*>Hôtel Lumière Monte-Carlo<\/title>/);
    expect(html).toContain(words);
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}${root}"`);
  });

  test.each(homes)("WordPress's address $wordpressUri is a page that sends browsers and crawlers to $root", ({ root, wordpressUri, lang }) => {
    const html = htmlAt(wordpressUri);
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${root}">`);
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}${root}">`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(new RegExp(`<a href="${root}">[^<]+</a>`));
    // Written before the pages are rewritten, so a clean build gives it its policy too.
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src [^"]*"\/>/);
  });

  test('_redirects answers the WordPress addresses with a 301, and holds nothing else', () => {
    const rules = fs
      .readFileSync(path.join(publicDir, '_redirects'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(rules.sort()).toEqual(homes.map(({ root, wordpressUri }) => `${wordpressUri} ${root} 301`).sort());
  });

  test('the English home, its language switcher and the sitemap name the roots, never the WordPress addresses', () => {
    const html = htmlAt('/');
    const alternates = alternatesIn(html);
    expect(alternates).toMatchObject({ 'fr-FR': `${siteUrl}/fr/`, 'de-DE': `${siteUrl}/de/`, 'x-default': `${siteUrl}/` });
    const switcher = /<nav aria-label="Languages"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    expect(switcher).toContain('href="/fr/"');
    expect(switcher).toContain('href="/de/"');
    const sitemap = fs.readFileSync(path.join(publicDir, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${siteUrl}/fr/</loc>`);
    expect(sitemap).toContain(`<loc>${siteUrl}/de/</loc>`);
    for (const { wordpressUri } of homes) {
      expect(html).not.toContain(wordpressUri);
      expect(sitemap).not.toContain(wordpressUri);
    }
  });
});

// A stay search written as a page's first block is shown in the hero, after the title; the meta
// description is still the content's first paragraph (src/content/hero-block.ts).
test.each([
  ['/', 'Since 1898 the Hôtel Lumière has welcomed travellers'],
  ['/fr/chambres/suite-riviera/', 'La Suite Riviera réunit une chambre et un salon séparé'],
])('%s shows its first block, a stay search, in the hero, and describes itself with its first paragraph', (uri, words) => {
  const html = htmlAt(uri);
  const [heroClass, bodyClass] = ['hero', 'body'].map((local) => moduleClassName('src/templates/page.module.css', local));
  const hero = new RegExp(`<article[^>]*><div class="${heroClass}[^"]*">([\\s\\S]*?)<div class="${bodyClass}`).exec(html)?.[1] ?? '';
  expect(hero).toMatch(/^<picture[\s\S]*<\/picture><h1>[^<]+<\/h1><div class="wp-block-group stay-search[^"]*">[\s\S]*<form /);
  expect(html.split('class="wp-block-group stay-search').length - 1).toBe(1);
  expect(html).toMatch(new RegExp(`<meta name="description" content="${words}`));
});

import { isMediaFile, staticReferences } from '../../plugins/prune-static-files/static-references';

const digest = '44599dd09ee8c792f4d0f7ad0ad07122';

test('references in HTML attributes, srcset lists, page data and stylesheets', () => {
  const html = `<img src="/static/${digest}/7929b/pool.webp" srcset="/static/${digest}/a1/pool.webp 360w,/static/${digest}/b2/pool.webp 792w">
    <a href="/static/${digest}/terrace%20deck.jpg?download=1#top">`;
  const json = `{"src":"/static/${digest}/c3/pool.jpg","srcSet":"/static/${digest}/c3/pool.jpg 1200w"}`;
  const css = `.hero{background:url(/static/${digest}/d4/hero.jpg)}`;
  expect(staticReferences(html + json + css).sort()).toEqual(
    [
      `static/${digest}/7929b/pool.webp`,
      `static/${digest}/a1/pool.webp`,
      `static/${digest}/b2/pool.webp`,
      `static/${digest}/terrace deck.jpg`,
      `static/${digest}/c3/pool.jpg`,
      `static/${digest}/d4/hero.jpg`,
    ].sort(),
  );
});

test("only WordPress's media under static/<digest>/ are candidates: webpack's own files are not", () => {
  expect(isMediaFile(`static/${digest}/7929b/pool.webp`)).toBe(true);
  expect(isMediaFile('static/cormorant-garamond-latin-600-normal-53d922b52431a18a848cf526e33a51ed.woff2')).toBe(false);
  expect(isMediaFile('app-4f2a.js')).toBe(false);
});

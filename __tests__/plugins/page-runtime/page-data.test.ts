import { pageDataUrl } from '../../../plugins/page-runtime/page-data';

(globalThis as { __PATH_PREFIX__?: string }).__PATH_PREFIX__ = '';

test("a page's data is where Gatsby writes it", () => {
  expect(pageDataUrl('/')).toBe('/page-data/index/page-data.json');
  expect(pageDataUrl('/fr/acces/')).toBe('/page-data/fr/acces/page-data.json');
  expect(pageDataUrl('/rooms/riviera-suite')).toBe('/page-data/rooms/riviera-suite/page-data.json');
  // A language's "not found" page, served at any address.
  expect(pageDataUrl('/404.html')).toBe('/page-data/404.html/page-data.json');
  expect(pageDataUrl('/spa/?from=menu')).toBe('/page-data/spa/page-data.json');
});

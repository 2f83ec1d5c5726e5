import { numberGalleriesOfPage } from '../../src/content/gallery-classes';

test("a page's galleries are numbered from 1 in their order on the page, wherever the count of the request stood", () => {
  const html =
    '<figure class="wp-block-gallery main-slider wp-block-gallery-7 is-layout-flex"></figure><p>…</p><figure class="wp-block-gallery wp-block-gallery-9"></figure>';
  expect(numberGalleriesOfPage(html)).toBe(
    '<figure class="wp-block-gallery main-slider wp-block-gallery-1 is-layout-flex"></figure><p>…</p><figure class="wp-block-gallery wp-block-gallery-2"></figure>',
  );
});

test('the same page fetched alone or among other pages reads the same', () => {
  expect(numberGalleriesOfPage('<figure class="wp-block-gallery wp-block-gallery-12"></figure>')).toBe(
    numberGalleriesOfPage('<figure class="wp-block-gallery wp-block-gallery-1"></figure>'),
  );
});

test('the gallery classes without a number are left as they are', () => {
  expect(numberGalleriesOfPage('<figure class="wp-block-gallery wp-block-gallery-is-layout-flex"></figure>')).toBe(
    '<figure class="wp-block-gallery wp-block-gallery-is-layout-flex"></figure>',
  );
});

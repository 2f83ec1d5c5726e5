import { wpImageIdOf, wpImageIds } from '../../src/content/content-images';

test('media ids are read from the block editor image classes, once each', () => {
  const html = '<img class="wp-image-101" /><figure><img class="size-large wp-image-7 inline-gatsby-image-wrapper"/></figure><img class="wp-image-101"/>';
  expect(wpImageIds(html)).toEqual([101, 7]);
  expect(wpImageIdOf('size-large wp-image-7')).toBe(7);
  expect(wpImageIdOf('wp-image-abc')).toBeNull();
  expect(wpImageIdOf(undefined)).toBeNull();
});

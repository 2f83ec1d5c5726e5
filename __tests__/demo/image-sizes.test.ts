import { filterContentTags, type LibraryImage } from '../../demo/wordpress/content-tags';
import { imageSizes, sizesAttribute, srcset } from '../../demo/wordpress/image-sizes';

// Sizes and srcsets below are those the real WordPress 6.8.8 gave the demo hotel's uploads.
test('a 1600 × 1067 photo gets the copies WordPress makes, in the order it stores them', () => {
  expect(imageSizes('terrace.jpg', 1600, 1067, 'image/jpeg').map((s) => `${s.name} ${s.file}`)).toEqual([
    'medium terrace-300x200.jpg',
    'large terrace-1024x683.jpg',
    'thumbnail terrace-150x150.jpg',
    'medium_large terrace-768x512.jpg',
    '1536x1536 terrace-1536x1024.jpg',
  ]);
});

test('no copy is as large as the original; a video has none', () => {
  expect(imageSizes('badge.jpg', 800, 800, 'image/jpeg').map((s) => s.file)).toEqual(['badge-300x300.jpg', 'badge-150x150.jpg', 'badge-768x768.jpg']);
  expect(imageSizes('dusk.jpg', 1280, 720, 'image/jpeg').map((s) => s.file)).toEqual([
    'dusk-300x169.jpg',
    'dusk-1024x576.jpg',
    'dusk-150x150.jpg',
    'dusk-768x432.jpg',
  ]);
  expect(imageSizes('dusk.webm', 1280, 720, 'video/webm')).toEqual([]);
});

test('srcset: the shown picture first, then copies of the same proportions (a cropped square only for a square)', () => {
  const copies = imageSizes('t.jpg', 1600, 1067, 'image/jpeg').map((c) => ({ url: `/u/${c.file}`, ...c }));
  const full = { url: '/u/t.jpg', width: 1600, height: 1067 };
  expect(srcset(full, [...copies, full])).toBe(
    '/u/t.jpg 1600w, /u/t-300x200.jpg 300w, /u/t-1024x683.jpg 1024w, /u/t-768x512.jpg 768w, /u/t-1536x1024.jpg 1536w',
  );
  const square = imageSizes('b.jpg', 800, 800, 'image/jpeg').map((c) => ({ url: `/u/${c.file}`, ...c }));
  expect(srcset({ url: '/u/b.jpg', width: 800, height: 800 }, square)).toBe(
    '/u/b.jpg 800w, /u/b-300x300.jpg 300w, /u/b-150x150.jpg 150w, /u/b-768x768.jpg 768w',
  );
  expect(sizesAttribute(300)).toBe('(max-width: 300px) 100vw, 300px');
});

const library: Record<number, LibraryImage> = {
  101: { url: '/up/t.jpg', width: 1600, height: 1067, sizes: imageSizes('t.jpg', 1600, 1067, 'image/jpeg'), folderUrl: '/up/' },
};

test('content images of the library get srcset, sizes, lazy loading and async decoding', () => {
  const html = '<figure><img decoding="async" width="1600" height="1067" src="/up/t.jpg" alt="A terrace" class="wp-image-101"/></figure>';
  expect(filterContentTags(html, (id) => library[id])).toBe(
    '<figure><img loading="lazy" decoding="async" width="1600" height="1067" src="/up/t.jpg" alt="A terrace" class="wp-image-101" srcset="/up/t.jpg 1600w, /up/t-300x200.jpg 300w, /up/t-1024x683.jpg 1024w, /up/t-768x512.jpg 768w, /up/t-1536x1024.jpg 1536w" sizes="auto, (max-width: 1600px) 100vw, 1600px" /></figure>',
  );
});

test('other images and iframes: lazy only with both dimensions; a srcset already there is kept', () => {
  expect(filterContentTags('<img src="/x.png" alt="">', () => undefined)).toBe('<img decoding="async" src="/x.png" alt="">');
  expect(filterContentTags('<img width="10" height="10" src="/up/t.jpg" srcset="/a 1w" class="wp-image-101">', (id) => library[id])).toBe(
    '<img loading="lazy" decoding="async" width="10" height="10" src="/up/t.jpg" srcset="/a 1w" class="wp-image-101">',
  );
  expect(filterContentTags('<iframe src="/e" width="600" height="338"></iframe><iframe src="/f"></iframe>', () => undefined)).toBe(
    '<iframe loading="lazy" src="/e" width="600" height="338"></iframe><iframe src="/f"></iframe>',
  );
});

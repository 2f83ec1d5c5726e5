import { changedFiles, fileOf, fileOfMediaItem, fileSignatures } from '../../../plugins/wordpress-reconcile/shared-files';

const WP = 'https://wp.example';
const en = { id: 'en', modified: '2026-11-01T10:00:00', sourceUrl: `${WP}/wp-content/uploads/2026/11/pool.jpg` };
const fr = { id: 'fr', modified: '2026-11-02T10:00:00', sourceUrl: `${WP}/wp-content/uploads/2026/11/pool.jpg` };
const spa = { id: 'spa', modified: '2026-11-01T10:00:00', sourceUrl: `${WP}/wp-content/uploads/2026/11/spa-scaled.jpg` };

test('a file is named by its path, whatever the origin, the size suffix or -scaled', () => {
  expect(fileOf(`${WP}/wp-content/uploads/2026/11/pool-1024x683.jpg`)).toBe('/wp-content/uploads/2026/11/pool.jpg');
  expect(fileOf('http://127.0.0.1:8080/wp-content/uploads/2026/11/spa-scaled.jpg')).toBe('/wp-content/uploads/2026/11/spa.jpg');
  expect(fileOf('/wp-content/uploads/2026/11/spa-300x200.jpg')).toBe('/wp-content/uploads/2026/11/spa.jpg');
  expect(fileOf(null)).toBeNull();
  expect(fileOf('')).toBeNull();
});

test('the copies of one photo in other languages share its file', () => {
  expect(fileSignatures([fr, spa, en])).toEqual({
    '/wp-content/uploads/2026/11/pool.jpg': 'en@2026-11-01T10:00:00 fr@2026-11-02T10:00:00',
    '/wp-content/uploads/2026/11/spa.jpg': 'spa@2026-11-01T10:00:00',
  });
});

test("a file changes when one of its media items is modified, added or deleted, and not when another file's are", () => {
  const before = fileSignatures([en, fr, spa]);
  expect(changedFiles(before, fileSignatures([en, fr, spa]))).toEqual(new Set());
  expect(changedFiles(before, fileSignatures([en, { ...fr, modified: '2026-11-26T09:00:00' }, spa]))).toEqual(
    new Set(['/wp-content/uploads/2026/11/pool.jpg']),
  );
  expect(changedFiles(before, fileSignatures([en, spa]))).toEqual(new Set(['/wp-content/uploads/2026/11/pool.jpg']));
  expect(changedFiles(before, fileSignatures([en, fr]))).toEqual(new Set(['/wp-content/uploads/2026/11/spa.jpg']));
  expect(changedFiles(before, fileSignatures([en, fr, spa, { ...spa, id: 'spa-de' }]))).toEqual(new Set(['/wp-content/uploads/2026/11/spa.jpg']));
});

test('with no record of the last build, every file counts as changed', () => {
  expect(changedFiles(undefined, fileSignatures([en]))).toBe('all');
});

test("a video's file is named by its mediaItemUrl, since WPGraphQL gives sourceUrl only for images", () => {
  const video = (id: string) => ({ id, modified: '2026-11-01T10:00:00', sourceUrl: null, mediaItemUrl: `${WP}/wp-content/uploads/2026/11/dusk.webm` });
  expect(fileOfMediaItem(video('en'))).toBe('/wp-content/uploads/2026/11/dusk.webm');
  expect(fileOfMediaItem(en)).toBe('/wp-content/uploads/2026/11/pool.jpg');
  // The English copy deleted, the French one left: the file the French pages link to has changed.
  expect(changedFiles(fileSignatures([video('en'), video('fr'), en]), fileSignatures([video('fr'), en]))).toEqual(
    new Set(['/wp-content/uploads/2026/11/dusk.webm']),
  );
});

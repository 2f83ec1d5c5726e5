import { slideOf } from '../../../src/features/lightbox/lightbox-slides';

test('a picture becomes an image slide with its alt text, its caption the description', () => {
  expect(slideOf({ kind: 'image', href: '/static/a/terrace.jpg', alt: 'The terrace', caption: 'At sunset' })).toEqual({
    src: '/static/a/terrace.jpg',
    alt: 'The terrace',
    description: 'At sunset',
  });
  expect(slideOf({ kind: 'image', href: '/static/a/terrace.jpg', alt: 'The terrace', caption: '' }).description).toBeUndefined();
});

test('a video becomes a video slide of its type, with its poster, at most 1140 px wide', () => {
  expect(slideOf({ kind: 'video', href: '/static/b/bay.webm', alt: 'The bay', caption: 'The bay in motion', poster: '/static/b/1/bay.jpg' })).toEqual({
    type: 'video',
    sources: [{ src: '/static/b/bay.webm', type: 'video/webm' }],
    poster: '/static/b/1/bay.jpg',
    width: 1140,
    preload: 'metadata',
    description: 'The bay in motion',
  });
});

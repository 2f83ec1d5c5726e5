import { isImageHref, jumpOf, mediaKindOf, videoTypeOf } from '../../../src/features/lightbox/lightbox-logic';

test('links to image files are recognised, other links are not', () => {
  expect(isImageHref('/static/4f40/terrace.jpg')).toBe(true);
  expect(isImageHref('/wp-content/uploads/2026/11/a.JPEG')).toBe(true);
  expect(isImageHref('https://x.example/a.webp?v=2')).toBe(true);
  expect(isImageHref('/rooms/')).toBe(false);
  expect(isImageHref('/static/plan.pdf')).toBe(false);
  expect(isImageHref(undefined)).toBe(false);
});

test('links to video files a browser plays are videos, with their type', () => {
  expect(videoTypeOf('/static/9a1c/bay-in-motion.webm')).toBe('video/webm');
  expect(videoTypeOf('https://x.example/tour.MP4?v=1#t=5')).toBe('video/mp4');
  expect(videoTypeOf('/static/tour.mov')).toBeNull();
  expect(mediaKindOf('/static/9a1c/bay-in-motion.webm')).toBe('video');
  expect(mediaKindOf('/static/4f40/terrace.jpg')).toBe('image');
  expect(mediaKindOf('/rooms/webm/')).toBeNull();
});

test('Home and End jump to the first and last item; other keys, or being there already, do nothing', () => {
  expect(jumpOf('Home', 3, 9)).toEqual({ direction: 'prev', count: 3 });
  expect(jumpOf('End', 3, 9)).toEqual({ direction: 'next', count: 5 });
  expect(jumpOf('Home', 0, 9)).toBeNull();
  expect(jumpOf('End', 8, 9)).toBeNull();
  expect(jumpOf('ArrowRight', 3, 9)).toBeNull();
});

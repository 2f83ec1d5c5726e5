import { gestureOf, isImageHref, keyStep, stepIndex } from '../../../src/features/lightbox/lightbox-logic';

test('links to image files are recognised, other links are not', () => {
  expect(isImageHref('/static/4f40/terrace.jpg')).toBe(true);
  expect(isImageHref('/wp-content/uploads/2026/11/a.JPEG')).toBe(true);
  expect(isImageHref('https://x.example/a.webp?v=2')).toBe(true);
  expect(isImageHref('/rooms/')).toBe(false);
  expect(isImageHref('/static/plan.pdf')).toBe(false);
  expect(isImageHref(undefined)).toBe(false);
});

test('stepping goes round at both ends', () => {
  expect(stepIndex(8, 1, 9)).toBe(0);
  expect(stepIndex(0, -1, 9)).toBe(8);
  expect(stepIndex(3, 1, 9)).toBe(4);
});

test('gestures: under 10 px is a tap, a horizontal drag of 50 px changes the picture', () => {
  expect(gestureOf(4, 3)).toBe('tap');
  expect(gestureOf(30, 0)).toBe('none');
  expect(gestureOf(-60, 10)).toBe('next');
  expect(gestureOf(60, -10)).toBe('previous');
  expect(gestureOf(55, 80)).toBe('none');
});

test('arrow keys, Home and End move between pictures; other keys do nothing', () => {
  expect(keyStep('ArrowRight', 2, 5)).toBe(3);
  expect(keyStep('ArrowLeft', 0, 5)).toBe(4);
  expect(keyStep('Home', 3, 5)).toBe(0);
  expect(keyStep('End', 0, 5)).toBe(4);
  expect(keyStep('a', 0, 5)).toBeNull();
});

import { intervalMs, isPlaying, shouldRotate } from '../../src/lib/interval';

test('intervals are read in seconds; empty or unreadable values take the default', () => {
  expect(intervalMs('5', 9)).toBe(5000);
  expect(intervalMs(' 1,5 ', 9)).toBe(1500);
  expect(intervalMs(undefined, 9)).toBe(9000);
  expect(intervalMs('', 4)).toBe(4000);
  expect(intervalMs('-3', 4)).toBe(4000);
  expect(intervalMs('fast', 0)).toBe(0);
});

test('interval 0 never rotates, whatever the visitor does', () => {
  expect(isPlaying(0, 'auto', false)).toBe(false);
  expect(isPlaying(0, 'playing', false)).toBe(false);
});

test('reduced motion keeps rotation off until the visitor presses play', () => {
  expect(isPlaying(9000, 'auto', true)).toBe(false);
  expect(isPlaying(9000, 'playing', true)).toBe(true);
  expect(isPlaying(9000, 'auto', false)).toBe(true);
  expect(isPlaying(9000, 'paused', false)).toBe(false);
});

test('rotation waits while the pointer is over the widget or focus is in it', () => {
  expect(shouldRotate({ playing: true, hovering: false, focusWithin: false })).toBe(true);
  expect(shouldRotate({ playing: true, hovering: true, focusWithin: false })).toBe(false);
  expect(shouldRotate({ playing: true, hovering: false, focusWithin: true })).toBe(false);
  expect(shouldRotate({ playing: false, hovering: false, focusWithin: false })).toBe(false);
});

test('a widget that waits for what it needs does not rotate yet', () => {
  expect(shouldRotate({ playing: true, hovering: false, focusWithin: false, waiting: true })).toBe(false);
  expect(shouldRotate({ playing: true, hovering: false, focusWithin: false, waiting: false })).toBe(true);
});

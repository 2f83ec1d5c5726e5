// The side navigation's swipe, as the theme has it: one finger, 75 px to the right.
import { SWIPE_CLOSE_PX, swipeCloses, swipeStart } from '../../src/layout/side-nav-swipe';

test('a one-finger swipe of 75 px or more to the right closes', () => {
  expect(SWIPE_CLOSE_PX).toBe(75);
  expect(swipeCloses(swipeStart(1, 100), 175)).toBe(true);
  expect(swipeCloses(swipeStart(1, 100), 300)).toBe(true);
});

test('a shorter swipe, or one to the left, does nothing', () => {
  expect(swipeCloses(swipeStart(1, 100), 174)).toBe(false);
  expect(swipeCloses(swipeStart(1, 300), 100)).toBe(false);
});

test('a gesture of two fingers does nothing, however long', () => {
  expect(swipeStart(2, 100)).toBeNull();
  expect(swipeCloses(swipeStart(2, 100), 400)).toBe(false);
  expect(swipeCloses(null, 400)).toBe(false);
});

test('a touch with no position does nothing', () => {
  expect(swipeCloses(swipeStart(1, undefined), 400)).toBe(false);
  expect(swipeCloses(swipeStart(1, 100), undefined)).toBe(false);
});

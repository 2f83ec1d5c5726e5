import { arrowState } from '../../../src/features/sliders/arrow-state';
import { padSlideNumber, slideCounter } from '../../../src/features/sliders/slide-counter';
import { slideFromHash } from '../../../src/features/sliders/slide-hash';
import { sliderSettings, stepSlide } from '../../../src/features/sliders/slider-settings';
import { SWIPE_MIN_PX, swipeChangesSlide, swipeLanding, swipeStep } from '../../../src/features/sliders/swipe-threshold';

describe('slideFromHash', () => {
  test('#slideN starts on slide N (0-based index N-1)', () => {
    expect(slideFromHash('#slide3', 5)).toBe(2);
    expect(slideFromHash('#slide1', 5)).toBe(0);
  });
  test('numbers past either end are clamped between 1 and the slide count', () => {
    expect(slideFromHash('#slide99', 3)).toBe(2);
    expect(slideFromHash('#slide0', 3)).toBe(0);
  });
  test('other hashes, and sliders without slides, pick nothing', () => {
    expect(slideFromHash('', 3)).toBeNull();
    expect(slideFromHash('#rooms', 3)).toBeNull();
    expect(slideFromHash('#slide-2', 3)).toBeNull();
    expect(slideFromHash('#slide2x', 3)).toBeNull();
    expect(slideFromHash('#slide2', 0)).toBeNull();
  });
});

test('slide numbers are zero-padded to two digits', () => {
  expect(padSlideNumber(3)).toBe('03');
  expect(padSlideNumber(12)).toBe('12');
  expect(padSlideNumber(120)).toBe('120');
  expect(slideCounter(0, 9)).toBe('01 / 09');
});

describe('arrowState', () => {
  test('a slider that stops at its ends marks the previous arrow on the first slide and the next arrow on the last', () => {
    expect(arrowState(0, 3, false)).toEqual({ prevAtEnd: true, nextAtEnd: false });
    expect(arrowState(1, 3, false)).toEqual({ prevAtEnd: false, nextAtEnd: false });
    expect(arrowState(2, 3, false)).toEqual({ prevAtEnd: false, nextAtEnd: true });
  });
  test('a looping slider never does, and a single slide has nowhere to go', () => {
    expect(arrowState(0, 3, true)).toEqual({ prevAtEnd: false, nextAtEnd: false });
    expect(arrowState(2, 3, true)).toEqual({ prevAtEnd: false, nextAtEnd: false });
    expect(arrowState(0, 1, true)).toEqual({ prevAtEnd: true, nextAtEnd: true });
  });
});

describe('sliderSettings', () => {
  test('the main slider rotates every 9 s and loops; the awards slider every 4 s and stops at its ends', () => {
    expect(sliderSettings('main', undefined)).toEqual({ kind: 'main', intervalMs: 9000, imageTimeoutMs: 5000, loop: true, readsHash: true });
    expect(sliderSettings('awards', undefined)).toEqual({ kind: 'awards', intervalMs: 4000, imageTimeoutMs: 5000, loop: false, readsHash: false });
  });
  test('the time-out for the first pictures stays 5 s whatever the interval', () => {
    expect(sliderSettings('main', '3').imageTimeoutMs).toBe(5000);
    expect(sliderSettings('main', '0').imageTimeoutMs).toBe(5000);
  });
  test('data-interval is in seconds, and 0 means no rotation', () => {
    expect(sliderSettings('main', '6').intervalMs).toBe(6000);
    expect(sliderSettings('main', '0').intervalMs).toBe(0);
    expect(sliderSettings('awards', '2.5').intervalMs).toBe(2500);
    expect(sliderSettings('main', 'soon').intervalMs).toBe(9000);
  });
});

test('stepSlide wraps when looping and stays at the ends when not', () => {
  expect(stepSlide(2, 1, 3, true)).toBe(0);
  expect(stepSlide(0, -1, 3, true)).toBe(2);
  expect(stepSlide(2, 1, 3, false)).toBe(2);
  expect(stepSlide(0, -1, 3, false)).toBe(0);
});

describe('the swipe threshold', () => {
  test('a swipe of 50 px or more either way changes the slide', () => {
    expect(SWIPE_MIN_PX).toBe(50);
    expect(swipeChangesSlide(200, 150)).toBe(true);
    expect(swipeChangesSlide(200, 260)).toBe(true);
  });
  test('a shorter one does not, however fast', () => {
    expect(swipeChangesSlide(200, 151)).toBe(false);
    expect(swipeChangesSlide(200, 249)).toBe(false);
    expect(swipeChangesSlide(200, 200)).toBe(false);
  });
  test('dragged to the left it brings the next slide, to the right the previous one', () => {
    expect(swipeStep(200, 150)).toBe(1);
    expect(swipeStep(200, 260)).toBe(-1);
    expect(swipeStep(200, 170)).toBe(0);
    expect(swipeStep(200, 230)).toBe(0);
  });
});

describe('where a drag lands', () => {
  const drag = (from: number, dx: number) => ({ from, startX: 400, endX: 400 + dx });
  test('50 px or more turns one slide the way of the drag; less goes back to the slide it started on', () => {
    expect(swipeLanding(drag(1, -60), 5, false)).toBe(2);
    expect(swipeLanding(drag(1, -50), 5, false)).toBe(2);
    expect(swipeLanding(drag(1, 60), 5, false)).toBe(0);
    expect(swipeLanding(drag(1, -49), 5, false)).toBe(1);
    expect(swipeLanding(drag(1, 30), 5, false)).toBe(1);
  });
  test('a drag longer than a slide turns one, never several', () => {
    expect(swipeLanding(drag(0, -900), 5, false)).toBe(1);
    expect(swipeLanding(drag(3, 2000), 5, true)).toBe(2);
  });
  test('a slider that loops goes round its ends the way of the drag', () => {
    expect(swipeLanding(drag(4, -60), 5, true)).toBe(0);
    expect(swipeLanding(drag(0, 60), 5, true)).toBe(4);
    expect(swipeLanding(drag(1, -60), 2, true)).toBe(0);
  });
  test('one that does not loop stays at its ends, and a single slide stays put', () => {
    expect(swipeLanding(drag(4, -60), 5, false)).toBe(4);
    expect(swipeLanding(drag(0, 60), 5, false)).toBe(0);
    expect(swipeLanding(drag(0, -60), 1, true)).toBe(0);
  });
});

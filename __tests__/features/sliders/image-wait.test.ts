import { imageWait, slidesToWaitFor } from '../../../src/features/sliders/image-wait';
import { rotationStatus } from '../../../src/features/sliders/rotation-status';

describe('slidesToWaitFor', () => {
  test('the slide shown and the next one', () => {
    expect(slidesToWaitFor(0, 3, true)).toEqual([0, 1]);
    expect(slidesToWaitFor(1, 3, false)).toEqual([1, 2]);
  });
  test('from the last slide, a looping slider brings in the first; one that stops has no next', () => {
    expect(slidesToWaitFor(2, 3, true)).toEqual([2, 0]);
    expect(slidesToWaitFor(2, 3, false)).toEqual([2]);
  });
  test('a single slide is its own only wait, and no slides mean nothing to wait for', () => {
    expect(slidesToWaitFor(0, 1, true)).toEqual([0]);
    expect(slidesToWaitFor(0, 0, true)).toEqual([]);
  });
});

describe('imageWait', () => {
  test('waits while pictures load, or before it knows which ones', () => {
    expect(imageWait({ pending: 2, timedOut: false })).toBe('waiting-images');
    expect(imageWait({ pending: null, timedOut: false })).toBe('waiting-images');
  });
  test('ends when they have loaded, or when the time-out has passed, whichever comes first', () => {
    expect(imageWait({ pending: 0, timedOut: false })).toBe('images-loaded');
    expect(imageWait({ pending: 0, timedOut: true })).toBe('images-loaded');
    expect(imageWait({ pending: 1, timedOut: true })).toBe('timed-out');
    expect(imageWait({ pending: null, timedOut: true })).toBe('timed-out');
  });
});

test('rotationStatus: stopped beats waiting, waiting beats running, and a held timer is told apart', () => {
  expect(rotationStatus({ playing: false, waiting: true, rotating: false })).toBe('stopped');
  expect(rotationStatus({ playing: true, waiting: true, rotating: false })).toBe('waiting-images');
  expect(rotationStatus({ playing: true, waiting: false, rotating: true })).toBe('running');
  expect(rotationStatus({ playing: true, waiting: false, rotating: false })).toBe('held');
});

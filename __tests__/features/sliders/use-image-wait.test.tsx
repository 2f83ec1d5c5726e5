/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useImageWait } from '../../../src/features/sliders/use-image-wait';

/** An image whose loading the test decides: `finish` marks it complete and fires the event. */
function picture(complete = false) {
  const image = document.createElement('img');
  image.loading = 'lazy';
  let done = complete;
  Object.defineProperty(image, 'complete', { get: () => done });
  const finish = (event: 'load' | 'error' = 'load') => {
    done = true;
    image.dispatchEvent(new Event(event));
  };
  return { image, finish };
}

const TIMEOUT = 5000;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('waits until every awaited picture has loaded, well before the time-out', () => {
  const first = picture();
  const second = picture();
  const collect = () => [first.image, second.image];
  const { result } = renderHook(() => useImageWait(collect, TIMEOUT));
  expect(result.current).toBe('waiting-images');

  act(() => first.finish());
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current).toBe('waiting-images');

  act(() => second.finish());
  expect(result.current).toBe('images-loaded');
});

test('gives up waiting after the time-out when a picture never arrives, and not a moment before', () => {
  const slow = picture();
  const collect = () => [slow.image];
  const { result } = renderHook(() => useImageWait(collect, TIMEOUT));
  act(() => jest.advanceTimersByTime(TIMEOUT - 1));
  expect(result.current).toBe('waiting-images');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe('timed-out');
  // Once over, the wait never comes back.
  act(() => slow.finish());
  expect(result.current).toBe('images-loaded');
});

test('a picture that fails to load counts as settled', () => {
  const broken = picture();
  const collect = () => [broken.image];
  const { result } = renderHook(() => useImageWait(collect, TIMEOUT));
  act(() => broken.finish('error'));
  expect(result.current).toBe('images-loaded');
});

test('pictures already loaded end the wait at once', () => {
  const cached = picture(true);
  const collect = () => [cached.image];
  const { result } = renderHook(() => useImageWait(collect, TIMEOUT));
  expect(result.current).toBe('images-loaded');
});

test('the time-out counts from the first render, even while the slider does not know its pictures yet', () => {
  const late = picture();
  const { result, rerender } = renderHook(({ collect }) => useImageWait(collect, TIMEOUT), {
    initialProps: { collect: null as (() => HTMLImageElement[]) | null },
  });
  act(() => jest.advanceTimersByTime(3000));
  expect(result.current).toBe('waiting-images');
  rerender({ collect: () => [late.image] });
  act(() => jest.advanceTimersByTime(2000));
  expect(result.current).toBe('timed-out');
});

test('awaited pictures are fetched now rather than when scrolled into view', () => {
  const next = picture();
  renderHook(() => useImageWait(() => [next.image], TIMEOUT));
  expect(next.image.loading).toBe('eager');
});

test('a time-out of 0 does not wait at all', () => {
  const slow = picture();
  const { result } = renderHook(() => useImageWait(() => [slow.image], 0));
  expect(result.current).toBe('timed-out');
});

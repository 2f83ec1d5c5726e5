/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useIdle } from '../../../src/features/lightbox/use-idle';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('idle after the whole wait without activity; any activity starts the wait again', () => {
  const { result } = renderHook(() => useIdle(3000));
  expect(result.current.idle).toBe(false);
  act(() => jest.advanceTimersByTime(2999));
  expect(result.current.idle).toBe(false);
  act(() => jest.advanceTimersByTime(1));
  expect(result.current.idle).toBe(true);

  act(() => result.current.wake());
  expect(result.current.idle).toBe(false);
  act(() => jest.advanceTimersByTime(2000));
  act(() => result.current.wake());
  act(() => jest.advanceTimersByTime(2000));
  expect(result.current.idle).toBe(false);
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current.idle).toBe(true);
});

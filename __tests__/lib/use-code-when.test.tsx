/** @jest-environment jsdom */
import { renderHook, waitFor } from '@testing-library/react';
import * as React from 'react';
import { useCodeWhen } from '../../src/lib/use-code-when';

const Feature = () => <p>feature</p>;

test('the code is not asked for until it is wanted, then given, and given up when no longer wanted', async () => {
  const load = jest.fn(async () => ({ default: Feature }));
  const { result, rerender } = renderHook(({ wanted }) => useCodeWhen(wanted, load), { initialProps: { wanted: false } });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(load).not.toHaveBeenCalled();
  expect(result.current).toBeNull();

  rerender({ wanted: true });
  await waitFor(() => expect(result.current).toBe(Feature));
  rerender({ wanted: false });
  expect(result.current).toBeNull();
  // Wanted again: the code it already has, not asked for twice.
  rerender({ wanted: true });
  expect(result.current).toBe(Feature);
  expect(load).toHaveBeenCalledTimes(1);
});

test('code that cannot load leaves the plain HTML in place', async () => {
  const load = jest.fn(() => Promise.reject(new Error('offline')));
  const { result } = renderHook(() => useCodeWhen(true, load));
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(result.current).toBeNull();
});

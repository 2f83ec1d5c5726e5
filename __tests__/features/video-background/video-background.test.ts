import { API_POLL, pollFor } from '../../../src/features/video-background/poll';
import { coverSize, videoPlan } from '../../../src/features/video-background/video-plan';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the video plays only with consent, without reduced motion and without failure; otherwise the poster', () => {
  expect(videoPlan({ consent: 'accepted', reducedMotion: false, failed: false })).toBe('video');
  for (const consent of ['unknown', 'unset', 'refused']) expect(videoPlan({ consent, reducedMotion: false, failed: false })).toBe('poster');
  expect(videoPlan({ consent: 'accepted', reducedMotion: true, failed: false })).toBe('poster');
  expect(videoPlan({ consent: 'accepted', reducedMotion: false, failed: true })).toBe('poster');
});

test('the API is waited for at most 100 times, 100 ms apart', async () => {
  expect(API_POLL).toEqual({ tries: 100, intervalMs: 100 });
  const check = jest.fn(() => undefined);
  const result = pollFor(check, API_POLL);
  const settled = result.catch((error: Error) => error.message);
  await jest.advanceTimersByTimeAsync(99 * 100 - 1);
  expect(check).toHaveBeenCalledTimes(99);
  await jest.advanceTimersByTimeAsync(1);
  expect(check).toHaveBeenCalledTimes(100);
  expect(await settled).toMatch(/100 tries, 100 ms apart/);
  await jest.advanceTimersByTimeAsync(1000);
  expect(check).toHaveBeenCalledTimes(100);
});

test('polling stops as soon as the thing appears', async () => {
  let calls = 0;
  const result = pollFor(() => (++calls === 3 ? 'ready' : undefined), API_POLL);
  await jest.advanceTimersByTimeAsync(200);
  await expect(result).resolves.toBe('ready');
  await jest.advanceTimersByTimeAsync(1000);
  expect(calls).toBe(3);
});

test('polling can be abandoned', async () => {
  const controller = new AbortController();
  const check = jest.fn(() => undefined);
  const result = pollFor(check, API_POLL, controller.signal);
  controller.abort();
  await expect(result).rejects.toThrow('aborted');
  await jest.advanceTimersByTimeAsync(1000);
  expect(check).toHaveBeenCalledTimes(1);
});

test('the player covers the block, cropping the overflow like object-fit: cover', () => {
  expect(coverSize(1600, 400)).toEqual({ width: 1600, height: 900 });
  expect(coverSize(390, 500)).toEqual({ width: 889, height: 500 });
  expect(coverSize(0, 500)).toEqual({ width: 0, height: 0 });
});

import { intervalMs } from '../../lib/interval';

export type SliderKind = 'main' | 'awards';

export type SliderSettings = {
  kind: SliderKind;
  /** Auto-advance interval in ms; 0 = none. */
  intervalMs: number;
  /** How long rotation waits, at most, for the pictures of the first slides to load; 0 = no wait. */
  imageTimeoutMs: number;
  loop: boolean;
  /** Whether `#slideN` in the address picks the first slide shown. */
  readsHash: boolean;
};

// The banner (main) slider waits 9 s on each picture and loops; the awards slider pauses 4 s and
// stops at its ends, so its arrows show where the list ends. Neither starts rotating before the
// pictures of its first two slides have loaded (so a slow connection never slides in a half-drawn
// picture), nor waits more than 5 s for them (so a broken picture never stops it for good).
const DEFAULTS: Record<SliderKind, { seconds: number; imageTimeoutSeconds: number; loop: boolean; readsHash: boolean }> = {
  main: { seconds: 9, imageTimeoutSeconds: 5, loop: true, readsHash: true },
  awards: { seconds: 4, imageTimeoutSeconds: 5, loop: false, readsHash: false },
};

/** The slider's settings from the gallery's class and its optional `data-interval` (seconds). */
export function sliderSettings(kind: SliderKind, dataInterval: string | undefined): SliderSettings {
  const defaults = DEFAULTS[kind];
  return {
    kind,
    intervalMs: intervalMs(dataInterval, defaults.seconds),
    imageTimeoutMs: defaults.imageTimeoutSeconds * 1000,
    loop: defaults.loop,
    readsHash: defaults.readsHash,
  };
}

/** A slide step from where the slider is: wraps when it loops, stays at the ends when not. */
export function stepSlide(index: number, delta: number, count: number, loop: boolean): number {
  if (count < 1) return 0;
  const next = index + delta;
  if (loop) return ((next % count) + count) % count;
  return Math.min(Math.max(next, 0), count - 1);
}

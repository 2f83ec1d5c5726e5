// Editors give rotation intervals in seconds (`data-interval="6"`); 0 turns rotation off. A value
// that is not a number falls back to the widget's default rather than to "no rotation".

/** The rotation interval in milliseconds; 0 means the widget does not rotate on its own. */
export function intervalMs(attribute: string | undefined, defaultSeconds: number): number {
  if (attribute === undefined || attribute.trim() === '') return defaultSeconds * 1000;
  const seconds = Number(attribute.trim().replace(',', '.'));
  if (!Number.isFinite(seconds) || seconds < 0) return defaultSeconds * 1000;
  return Math.round(seconds * 1000);
}

/** What the visitor chose with the pause control; `auto` until they use it. */
export type RotationChoice = 'auto' | 'paused' | 'playing';

/** Rotation is switched on: it has an interval, and reduced motion keeps it off unless the visitor pressed play. */
export function isPlaying(intervalMs: number, choice: RotationChoice, reducedMotion: boolean): boolean {
  if (intervalMs <= 0) return false;
  return choice === 'playing' || (choice === 'auto' && !reducedMotion);
}

/**
 * The timer runs only while rotation is on, the visitor is neither pointing at nor focused in the
 * widget, and the widget is not waiting for something it needs first (a slider's pictures).
 */
export const shouldRotate = (state: { playing: boolean; hovering: boolean; focusWithin: boolean; waiting?: boolean }): boolean =>
  state.playing && !state.hovering && !state.focusWithin && !state.waiting;

// What the slider's rotation is doing, written on the slider (`data-rotation`) so styles and
// browser tests can tell a slider that waits for its pictures from one that is held or stopped.

export type RotationStatus = 'stopped' | 'waiting-images' | 'held' | 'running';

/**
 * `playing`: rotation is switched on (an interval, no reduced motion, not paused by the visitor);
 * `waiting`: the first pictures are still loading; `rotating`: the timer runs.
 */
export function rotationStatus(state: { playing: boolean; waiting: boolean; rotating: boolean }): RotationStatus {
  if (!state.playing) return 'stopped';
  if (state.waiting) return 'waiting-images';
  return state.rotating ? 'running' : 'held';
}

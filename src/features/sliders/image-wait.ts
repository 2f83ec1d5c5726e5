// Rotation waits for the pictures the visitor sees first: the slide shown and the one rotation
// brings in next. Pictures further on have a whole interval to load while the first ones show.

/** The slides whose pictures rotation waits for: the one shown and the next (none past the end of a slider that does not loop). */
export function slidesToWaitFor(selected: number, count: number, loop: boolean): number[] {
  if (count < 1) return [];
  const next = selected + 1;
  if (next < count) return [selected, next];
  return loop && count > 1 ? [selected, 0] : [selected];
}

/**
 * Where the wait stands. `pending` is how many of the awaited pictures are still loading, or null
 * while the slider does not know yet which pictures it shows first. A picture that fails counts
 * as settled: nothing more will come of it.
 */
export type ImageWait = 'waiting-images' | 'images-loaded' | 'timed-out';

export function imageWait(state: { pending: number | null; timedOut: boolean }): ImageWait {
  if (state.pending === 0) return 'images-loaded';
  return state.timedOut ? 'timed-out' : 'waiting-images';
}

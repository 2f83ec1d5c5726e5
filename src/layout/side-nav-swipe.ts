// The theme's swipe on the side navigation: one finger, at least 75 px towards the right (the
// way the panel slides out) closes it; a shorter swipe, one to the left, or a gesture of two
// fingers (a pinch to zoom, which must keep working) does nothing.

/** A swipe towards the right this long (px) closes the side navigation. */
export const SWIPE_CLOSE_PX = 75;

/** Where a one-finger touch started; null once a second finger has joined. */
export type SwipeStart = { x: number } | null;

export const swipeStart = (fingers: number, x: number | undefined): SwipeStart => (fingers === 1 && x !== undefined ? { x } : null);

export const swipeCloses = (start: SwipeStart, endX: number | undefined): boolean => start !== null && endX !== undefined && endX - start.x >= SWIPE_CLOSE_PX;

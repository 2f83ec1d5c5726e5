// The lightbox's rules, kept apart from the dialog so they can be tested directly.

export type LightboxItem = { href: string; alt: string; caption: string };

/** Bars and buttons fade after this long without the pointer or keyboard being used. */
export const IDLE_MS = 3000;
/** A pointer that moves less than this is a tap; further, it is a drag. */
export const DRAG_START_PX = 10;
/** A horizontal drag this long changes the picture. */
export const SWIPE_PX = 50;

const IMAGE_FILE = /\.(jpe?g|png|gif|webp|avif)(\?.*)?$/i;

/** Whether a link points at an image file (the block editor's "link to media file"). */
export const isImageHref = (href: string | undefined): boolean => Boolean(href && IMAGE_FILE.test(href.split('#')[0]));

/** The picture `delta` steps away, going round at either end. */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count < 1) return 0;
  return (((index + delta) % count) + count) % count;
}

/** What a pointer gesture means: a tap, a swipe to the next (1) or previous (-1) picture, or nothing. */
export function gestureOf(dx: number, dy: number): 'tap' | 'next' | 'previous' | 'none' {
  const distance = Math.hypot(dx, dy);
  if (distance < DRAG_START_PX) return 'tap';
  if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return 'none';
  // Dragging the picture to the left brings the next one in, as on a phone's photo viewer.
  return dx < 0 ? 'next' : 'previous';
}

/** The key's meaning inside the open lightbox. */
export function keyStep(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return stepIndex(index, 1, count);
  if (key === 'ArrowLeft') return stepIndex(index, -1, count);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

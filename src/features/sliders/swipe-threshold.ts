// The theme's sliders turn on a swipe or a mouse drag of 50 px or more, one slide in the drag's
// direction, however slow or quick it was; a shorter one goes back. Embla on its own lands a drag
// by its speed and the slide's width: a slow drag short of half a slide went back, a quick flick
// of a few pixels (a tap that slipped) turned the slide. The slider holds it to this rule instead
// (swipe-threshold-landing.ts), and a drag made before Embla has come follows it too (use-embla.ts).
import { stepSlide } from './slider-settings';

/** How far (px) a swipe must go, sideways, to change the slide. */
export const SWIPE_MIN_PX = 50;

export const swipeChangesSlide = (startX: number, endX: number): boolean => Math.abs(endX - startX) >= SWIPE_MIN_PX;

/** Which way a swipe turns the slides: 1 to the next (dragged to the left), -1 to the previous, 0 not at all. */
export const swipeStep = (startX: number, endX: number): -1 | 0 | 1 => {
  if (!swipeChangesSlide(startX, endX)) return 0;
  return endX < startX ? 1 : -1;
};

/**
 * The slide a drag lands on, from the slide shown when it began: the next or the previous one,
 * or the same. One slide at most, as in the theme: a drag longer than a slide or a fast flick
 * turns one too, so the visitor always knows where a swipe takes them. A slider that loops goes
 * round its ends; one that does not stays at them.
 */
export const swipeLanding = (drag: { from: number; startX: number; endX: number }, count: number, loop: boolean): number =>
  stepSlide(drag.from, swipeStep(drag.startX, drag.endX), count, loop);

import type { EmblaCarouselType } from 'embla-carousel';
import { swipeLanding } from './swipe-threshold';

/**
 * Lands Embla's drags by the theme's rule (swipe-threshold.ts): 50 px or more turns one slide the
 * drag's way, whatever its speed; shorter goes back.
 *
 * No Embla option gives that rule. `skipSnaps: false` (its default) keeps a flick to one slide,
 * but a slow drag still lands on the nearest slide, so anything short of half a slide went back;
 * `dragFree` drops the slides' snapping altogether; `dragThreshold` only decides when a press
 * stops being a click. So Embla is left to follow the pointer, and its landing is replaced the
 * moment it reports the release (`pointerUp`, emitted as it picks its target and before anything
 * moves there), not once it has settled, which would show the wrong slide first.
 *
 * The pointer's own events come before the mouse and touch events Embla listens to, so where the
 * drag started and where it was let go are known by then. The way to the landing slide is the
 * shorter one from where the slides are, not from Embla's choice: in a slider that loops, that is
 * the drag's own direction, even round the ends or with two slides, where both ways are equally long.
 *
 * Attached as Embla is made (use-embla.ts), not in an effect after it: under load, a drag begun
 * in the few milliseconds between went by Embla's own landing and went back.
 */
export function landBySwipeThreshold(api: EmblaCarouselType): () => void {
  const root = api.rootNode();
  let drag: { pointerId: number; from: number; startX: number; endX: number } | null = null;
  const down = (event: PointerEvent) => {
    if (!event.isPrimary) return;
    const inside = event.target instanceof Node && root.contains(event.target);
    drag = inside ? { pointerId: event.pointerId, from: api.selectedScrollSnap(), startX: event.clientX, endX: event.clientX } : null;
  };
  // Followed move by move as well: a touch the browser takes over for scrolling ends in
  // `pointercancel`, with no position of its own.
  const move = (event: PointerEvent) => {
    if (drag?.pointerId === event.pointerId) drag.endX = event.clientX;
  };
  const released = () => {
    if (!drag) return;
    const engine = api.internalEngine();
    const landing = swipeLanding(drag, api.scrollSnapList().length, engine.options.loop);
    drag = null;
    // Embla's scrollTo goes the shorter way from its target, by now its own landing; set back to
    // where the slides are, as Embla does when a drag begins, the shorter way is the drag's.
    // The engine is outside Embla's documented API: the browser tests (slider-drag) hold it.
    engine.target.set(engine.location);
    api.scrollTo(landing);
  };
  window.addEventListener('pointerdown', down, true);
  window.addEventListener('pointermove', move, true);
  window.addEventListener('pointerup', move, true);
  api.on('pointerUp', released);
  return () => {
    window.removeEventListener('pointerdown', down, true);
    window.removeEventListener('pointermove', move, true);
    window.removeEventListener('pointerup', move, true);
    api.off('pointerUp', released);
  };
}

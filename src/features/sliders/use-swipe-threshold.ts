import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect } from 'react';
import { swipeChangesSlide } from './swipe-threshold';

/**
 * Holds Embla's drags to the theme's threshold (swipe-threshold.ts). The pointer's own events come
 * before the mouse and touch events Embla listens to, so where a drag started and ended is known
 * when Embla reports the release; a drag too short is then sent back to the slide it started on.
 */
export function useSwipeThreshold(api: EmblaCarouselType | null) {
  useEffect(() => {
    if (!api) return undefined;
    const root = api.rootNode();
    let drag: { startX: number; endX: number | null; snap: number } | null = null;
    const down = (event: PointerEvent) => {
      drag = event.target instanceof Node && root.contains(event.target) ? { startX: event.clientX, endX: null, snap: api.selectedScrollSnap() } : null;
    };
    const up = (event: PointerEvent) => {
      if (drag) drag.endX = event.clientX;
    };
    const released = () => {
      if (drag?.endX != null && !swipeChangesSlide(drag.startX, drag.endX)) api.scrollTo(drag.snap);
      drag = null;
    };
    window.addEventListener('pointerdown', down, true);
    window.addEventListener('pointerup', up, true);
    api.on('pointerUp', released);
    return () => {
      window.removeEventListener('pointerdown', down, true);
      window.removeEventListener('pointerup', up, true);
      api.off('pointerUp', released);
    };
  }, [api]);
}

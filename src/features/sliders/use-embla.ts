import type EmblaCarousel from 'embla-carousel';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { earlyPressIn } from '../../lib/early-press';
import { swipeStep } from './swipe-threshold';
import { landBySwipeThreshold } from './swipe-threshold-landing';

type Action = (api: EmblaCarouselType) => void;

/** Reaching for the slider: a pointer over or on it, a touch, focus in it. */
const USE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Embla Carousel on a viewport element, its drags landed by the theme's rule
 * (swipe-threshold-landing.ts), loaded when the slider is first used: a pointer or focus
 * comes to it, a control or a link to a slide asks it to move, or its rotation turns the first
 * slide. A visitor who only looks at the first slide never downloads it; the server-rendered
 * first slide shows until then. `run` gives an action the API, at once or when it has come.
 * A drag that began before Embla was there turns the slide at its end, and one made before the
 * page was hydrated once it is, so the first swipe on a phone is not lost. Returns the API once
 * ready, and the selected snap.
 */
export function useEmbla(options: EmblaOptionsType) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState<typeof EmblaCarousel | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(options.startIndex ?? 0);
  const optionsRef = useRef(options);
  const waiting = useRef<Action[]>([]);
  const requested = useRef(false);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    import(/* webpackChunkName: "slider-engine" */ 'embla-carousel').then(
      ({ default: factory }) => setEngine(() => factory),
      () => {
        // Offline, or a newer deployment removed the file: the first slide stays, and the next
        // use tries again.
        requested.current = false;
        waiting.current = [];
      },
    );
  }, []);

  const apiRef = useRef<EmblaCarouselType | null>(null);
  const run = useCallback(
    (action: Action) => {
      if (apiRef.current) action(apiRef.current);
      else {
        waiting.current.push(action);
        load();
      }
    },
    [load],
  );

  // The first use loads Embla. A drag that began before Embla was there (it did not see it
  // start) turns the slide at its end by the rule Embla's drags follow once it is there
  // (swipe-threshold.ts): one slide its way from 50 px, whatever its speed. Embla then rests on
  // the slide it starts with, so its next and previous are that rule's landing, and they keep to
  // the drag's direction where a slider of two slides that loops has both ways equally long.
  useEffect(() => {
    const viewport = viewportRef.current;
    const root = viewport?.parentElement;
    if (!viewport || !root) return undefined;
    const turnBy = (step: -1 | 0 | 1) => {
      if (step !== 0) run((embla) => (step > 0 ? embla.scrollNext() : embla.scrollPrev()));
    };
    // A drag may have begun, or begun and ended, before the page was hydrated: the inline loader
    // kept where. One that has ended is answered now; one still held, when it ends.
    const early = earlyPressIn(viewport);
    let startX: number | null = early && !early.up ? early.down.clientX : null;
    if (early?.up?.type === 'pointerup') turnBy(swipeStep(early.down.clientX, early.up.clientX));
    const onDown = (event: PointerEvent) => {
      startX = !apiRef.current && viewport.contains(event.target as Node | null) ? event.clientX : null;
    };
    const onUp = (event: PointerEvent) => {
      if (startX === null) return;
      const step = swipeStep(startX, event.clientX);
      startX = null;
      turnBy(step);
    };
    const onCancel = () => (startX = null);
    // A mouse drag on a picture would drag the picture away, as Embla, once there, also prevents.
    const onDragStart = (event: DragEvent) => {
      if (!apiRef.current) event.preventDefault();
    };
    for (const type of USE_EVENTS) root.addEventListener(type, load, { passive: true });
    root.addEventListener('pointerdown', onDown, { passive: true });
    viewport.addEventListener('dragstart', onDragStart);
    // On the window: a drag may end outside the slider.
    window.addEventListener('pointerup', onUp, { passive: true });
    window.addEventListener('pointercancel', onCancel, { passive: true });
    return () => {
      for (const type of USE_EVENTS) root.removeEventListener(type, load);
      root.removeEventListener('pointerdown', onDown);
      viewport.removeEventListener('dragstart', onDragStart);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
    };
  }, [load, run]);

  // Before the browser paints, so that actions that waited for it (a slide in the address) show
  // their result, not the first slide, on the first frame.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!engine || !viewport) return undefined;
    const instance = engine(viewport, optionsRef.current);
    const stopLanding = landBySwipeThreshold(instance);
    // In use, the slider fetches every slide's pictures, so that none comes in empty; until then
    // the viewport's clip kept them waiting (sliders.module.css).
    for (const image of viewport.querySelectorAll('img')) image.loading = 'eager';
    const onSelect = (embla: EmblaCarouselType) => setSelected(embla.selectedScrollSnap());
    instance.on('select', onSelect).on('reInit', onSelect);
    for (const action of waiting.current.splice(0)) action(instance);
    onSelect(instance);
    apiRef.current = instance;
    setApi(instance);
    return () => {
      apiRef.current = null;
      stopLanding();
      instance.destroy();
    };
  }, [engine]);

  return { viewportRef, api, selected, run };
}

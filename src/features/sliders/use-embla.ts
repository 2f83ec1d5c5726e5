import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useRef, useState } from 'react';

/**
 * Embla Carousel on a viewport element, loaded with a dynamic import once the page is in the
 * browser: pages without a slider never download it, and the server-rendered first slide shows
 * while it loads. Returns the API once ready, and the selected snap.
 */
export function useEmbla(options: EmblaOptionsType) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(options.startIndex ?? 0);
  const optionsRef = useRef(options);

  useEffect(() => {
    let instance: EmblaCarouselType | null = null;
    let cancelled = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled || !viewportRef.current) return;
      instance = EmblaCarousel(viewportRef.current, optionsRef.current);
      const onSelect = (embla: EmblaCarouselType) => setSelected(embla.selectedScrollSnap());
      instance.on('select', onSelect).on('reInit', onSelect);
      onSelect(instance);
      setApi(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
    };
  }, []);

  return { viewportRef, api, selected };
}

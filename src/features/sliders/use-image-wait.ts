import { useEffect, useState } from 'react';
import { imageWait, type ImageWait } from './image-wait';

const settled = (image: HTMLImageElement) => image.complete;

/**
 * Waits for the pictures `collect` returns, for `timeoutMs` at most (0: no wait). `collect` is null
 * until the slider knows which slide it shows first. The time-out runs from the first render, so
 * rotation starts at most `timeoutMs` after the slider appears, whatever the pictures do.
 */
export function useImageWait(collect: (() => readonly HTMLImageElement[]) | null, timeoutMs: number): ImageWait {
  const [timedOut, setTimedOut] = useState(timeoutMs <= 0);
  const [pending, setPending] = useState<number | null>(null);

  useEffect(() => {
    if (timeoutMs <= 0) return undefined;
    const timer = window.setTimeout(() => setTimedOut(true), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);

  useEffect(() => {
    if (!collect) return undefined;
    const loading = collect().filter((image) => !settled(image));
    const recount = () => setPending(loading.filter((image) => !settled(image)).length);
    for (const image of loading) {
      image.addEventListener('load', recount);
      image.addEventListener('error', recount);
      // Lazy pictures outside the visible slide would wait to be scrolled into view, which a
      // slider that moves by transform never does: the awaited ones are fetched now.
      if (image.loading === 'lazy') image.loading = 'eager';
    }
    recount();
    return () => {
      for (const image of loading) {
        image.removeEventListener('load', recount);
        image.removeEventListener('error', recount);
      }
    };
  }, [collect]);

  return imageWait({ pending, timedOut });
}

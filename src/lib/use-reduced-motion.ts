import { useBrowserStore } from './use-browser-store';

const QUERY = '(prefers-reduced-motion: reduce)';
const canAsk = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribe(listener: () => void) {
  if (!canAsk()) return () => undefined;
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

/** The same question asked once, for code that runs outside React's render. */
export const prefersReducedMotion = (): boolean => canAsk() && window.matchMedia(QUERY).matches;

/**
 * True when the visitor asked for less motion. The server cannot know, so it assumes so: nothing
 * moves before the browser has answered.
 */
export function useReducedMotion(): boolean {
  return useBrowserStore(subscribe, prefersReducedMotion, true);
}

// The directions page keeps its state in the address's hash, so a route can be bookmarked and
// shared: `#pointa=<start>&pointb=<destination>&travel-mode=<mode>&route-option=<n>`.
import { isRouteKey } from './route-keys';
import { isTravelMode, type TravelMode } from './travel-mode';

export type RouteHash = {
  pointa: string;
  pointb: string;
  travelMode: TravelMode | null;
  routeOption: number;
};

/** A `+`-for-space, percent-escaped part of an address; null when its escapes are broken. */
export const decodePart = (value: string): string | null => {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
};

/**
 * Reads a hash (with or without its `#`). Anything that is not this page's state (an empty
 * hash, an anchor such as `#main`, a bad escape, an unknown mode, a key given twice) gives null:
 * the page then ignores the hash. A route option that is not a small whole number only loses
 * itself: a shared link whose option was mangled still shows its route, the first suggestion.
 */
export function parseRouteHash(hash: string): RouteHash | null {
  const text = hash.replace(/^#/, '');
  if (!text) return null;
  const values = new Map<string, string>();
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    if (at < 0) return null;
    const key = decodePart(pair.slice(0, at));
    const value = decodePart(pair.slice(at + 1));
    if (key === null || value === null) return null;
    if (!isRouteKey(key)) continue;
    if (values.has(key)) return null;
    values.set(key, value);
  }
  if (values.size === 0) return null;

  const mode = values.get('travel-mode') ?? '';
  if (mode && !isTravelMode(mode)) return null;
  const option = values.get('route-option') ?? '';

  return {
    pointa: (values.get('pointa') ?? '').trim(),
    pointb: (values.get('pointb') ?? '').trim(),
    travelMode: mode && isTravelMode(mode) ? mode : null,
    routeOption: /^\d{1,2}$/.test(option) ? Number(option) : 0,
  };
}

/** The hash for a state, without its `#`; every key is written, in a fixed order. */
export function writeRouteHash(state: RouteHash): string {
  return [
    ['pointa', state.pointa],
    ['pointb', state.pointb],
    ['travel-mode', state.travelMode ?? ''],
    ['route-option', String(Math.max(0, Math.trunc(state.routeOption)))],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

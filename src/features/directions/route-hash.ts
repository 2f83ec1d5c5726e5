// The directions page keeps its state in the address's hash, so a route can be bookmarked and
// shared: `#pointa=<start>&pointb=<destination>&travel-mode=<mode>&route-option=<n>`.
import { isRouteKey } from './route-keys';
import { isTravelMode, TRAVEL_MODES, type TravelMode } from './travel-mode';

export type RouteHash = {
  pointa: string;
  pointb: string;
  travelMode: TravelMode | null;
  routeOption: number;
};

/** What a hash gave: its state (null when it holds none), and its parts that could not be read, as written. */
export type RouteHashReading = { state: RouteHash | null; dropped: string[] };

/** A `+`-for-space, percent-escaped part of an address; null when its escapes are broken. */
export const decodePart = (value: string): string | null => {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
};

/**
 * A value of ours as the state keeps it, so that two spellings of one value are one; undefined
 * when it cannot be read. A mode differing only by case (`Walking`, from a mail client or a
 * person retyping the link) can mean nothing else, so it is read rather than lost. The page never
 * offers a hundred routes: a longer option, or one that is not a whole number, is mangled.
 */
const normalise = (key: string, value: string): string | undefined => {
  if (key === 'travel-mode') return value === '' ? '' : TRAVEL_MODES.find((mode) => mode === value.toLowerCase());
  if (key === 'route-option') return /^\d{0,2}$/.test(value) ? String(Number(value)) : undefined;
  return value.trim();
};

/**
 * Reads a hash (with or without its `#`). A part that cannot be read (a broken escape, a pair of
 * ours without `=`, a pair without a name, an unknown mode, a route option that is not a small
 * whole number, a second value for a key) is dropped and named in `dropped`; the rest is kept, so
 * a shared link mangled on its way (by a mail client, a chat app) still shows most of what was
 * shared. Other scripts' keys, and an anchor such as `#main`, are not ours and are passed over
 * without a word. The state is null when nothing of ours could be read: an empty hash, an
 * anchor, or only dropped parts (the page then keeps its form as it was, and can say why).
 */
export function parseRouteHash(hash: string): RouteHashReading {
  const values = new Map<string, string>();
  const dropped: string[] = [];
  for (const pair of hash.replace(/^#/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const key = decodePart(at < 0 ? pair : pair.slice(0, at));
    if (key === null || (key === '' && at >= 0)) {
      // Whose pair it was cannot be told, and a link's own parts are the likeliest to be mangled.
      dropped.push(pair);
      continue;
    }
    if (!isRouteKey(key)) continue;
    const text = at < 0 ? null : decodePart(pair.slice(at + 1));
    const value = text === null ? undefined : normalise(key, text);
    const earlier = values.get(key);
    // The first readable value wins, as URLSearchParams.get has it (other scripts reading the same
    // hash then agree), and the page writes each key once: a later one was added to its link.
    if (value === undefined || (earlier !== undefined && earlier !== value)) dropped.push(pair);
    else values.set(key, value);
  }
  if (values.size === 0) return { state: null, dropped };
  const mode = values.get('travel-mode') ?? '';
  return {
    state: {
      pointa: values.get('pointa') ?? '',
      pointb: values.get('pointb') ?? '',
      travelMode: isTravelMode(mode) ? mode : null,
      routeOption: Number(values.get('route-option') ?? 0),
    },
    dropped,
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

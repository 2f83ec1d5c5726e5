// Whether the address carries a route to show (in the hash, or in the query of a form sent before
// the page's script ran): the directions' code then loads at once. Only the keys are looked at,
// so that pages do not carry the hash's reader (route-hash.ts).
import { isRouteKey } from './route-keys';

// Route keys are plain words: a key is compared as written, so no escape can break the reading.
const keysOf = (part: string) => part.split('&').map((pair) => pair.split('=')[0] ?? '');

export const routeInAddress = (hash: string, search: string): boolean =>
  [hash.replace(/^#/, ''), search.replace(/^\?/, '')].some((part) => part !== '' && keysOf(part).some(isRouteKey));

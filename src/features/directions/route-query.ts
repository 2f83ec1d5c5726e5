// A directions form sent before the page's script runs is sent by the browser as a plain GET
// form: the page reloads with the fields in the query (`?pointa=…&pointb=…&travel-mode=…`; the
// fields carry the hash's names for that). The page takes them from there once, on load, and
// writes the address again in its one canonical form, the hash.
import { decodePart, parseRouteHash, writeRouteHash, type RouteHash } from './route-hash';
import { isRouteKey } from './route-keys';

type Address = { pathname: string; search: string; hash: string };

export type QueryHandOver = {
  /** The address to show instead (path, other query parameters, hash). */
  url: string;
  /** The state the query gave, when it became the hash; null when it was malformed or lost to a hash. */
  submitted: RouteHash | null;
};

/**
 * The route state in a query, read by the hash's own rules, except that anything malformed gives
 * null. The page's own form never sends a malformed query; and a query read in part would become
 * a clean hash, in which nothing would be left to tell the visitor that a part was lost.
 */
export function parseRouteQuery(search: string): RouteHash | null {
  const { state, dropped } = parseRouteHash(search.replace(/^\?/, ''));
  return dropped.length > 0 ? null : state;
}

/**
 * What to do with an address whose query holds the route's fields; null when it holds none.
 * Those fields leave the query (other parameters, a campaign tag say, stay as they were). A
 * route already in the hash wins over them: a plain form submission never keeps a hash, so a
 * hash beside such a query was written by the page itself, or by whoever made the link on purpose.
 */
export function handOverRouteQuery({ pathname, search, hash }: Address): QueryHandOver | null {
  const pairs = search.replace(/^\?/, '').split('&').filter(Boolean);
  const ours = (pair: string) => isRouteKey(decodePart(pair.split('=', 1)[0]) ?? '');
  if (!pairs.some(ours)) return null;
  const rest = pairs.filter((pair) => !ours(pair));
  const query = rest.length > 0 ? `?${rest.join('&')}` : '';
  const submitted = parseRouteHash(hash).state ? null : parseRouteQuery(search);
  return { url: `${pathname}${query}${submitted ? `#${writeRouteHash(submitted)}` : hash}`, submitted };
}

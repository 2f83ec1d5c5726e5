// The names the hash uses; the form's fields carry the same ones (see route-query.ts). A module of
// their own: every page asks whether its address holds a route (route-in-address.ts), and only
// the directions' code reads one (route-hash.ts).
const ROUTE_KEYS = ['pointa', 'pointb', 'travel-mode', 'route-option'] as const;

export const isRouteKey = (key: string): boolean => (ROUTE_KEYS as readonly string[]).includes(key);

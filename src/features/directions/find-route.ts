// One directions request, from the two fields to routes: each text becomes a place (without
// `PRC`; coordinates as they stand; the hotel's own address at its own position; else the
// geocoder's first answer), then the router is asked, if it knows the mode.
import { knownPlace, parseCoordinates, stripPrc } from './place-query';
import type { GeocodingService, Place, Route, RoutingService } from './route-model';
import type { TravelMode } from './travel-mode';

export type RouteRequest = { start: string; destination: string; mode: TravelMode };

export type RouteResult =
  { status: 'ok'; mode: TravelMode; from: Place; to: Place; routes: Route[]; copyrights: string } | { status: 'no-route'; reason: string };

type Context = {
  routing: RoutingService;
  geocoding: GeocodingService;
  knownPlaces: readonly Place[];
  language: string;
  signal?: AbortSignal;
};

export async function resolvePlace(text: string, context: Omit<Context, 'routing'>): Promise<Place | null> {
  const query = stripPrc(text);
  if (!query) return null;
  const point = parseCoordinates(query);
  if (point) return { label: query, ...point };
  const known = knownPlace(query, context.knownPlaces);
  if (known) return known;
  const [first] = await context.geocoding.search(query, { language: context.language, signal: context.signal });
  return first ?? null;
}

export async function findRoute(request: RouteRequest, context: Context): Promise<RouteResult> {
  if (!context.routing.modes.includes(request.mode)) return { status: 'no-route', reason: `the router does not know ${request.mode}` };
  const [from, to] = await Promise.all([resolvePlace(request.start, context), resolvePlace(request.destination, context)]);
  if (!from) return { status: 'no-route', reason: `nothing found for "${request.start}"` };
  if (!to) return { status: 'no-route', reason: `nothing found for "${request.destination}"` };
  const answer = await context.routing.route(from, to, request.mode, { language: context.language, signal: context.signal });
  return answer.status === 'ok' ? { status: 'ok', mode: request.mode, from, to, routes: answer.routes, copyrights: answer.copyrights } : answer;
}

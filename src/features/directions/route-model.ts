// What the directions page knows about places and routes, whichever service found them. The
// adapters (OSRM, Nominatim; others such as Valhalla or GraphHopper can be added) turn their
// service's answers into these types.
import type { TravelMode } from './travel-mode';

export type LonLat = [number, number];

export type Place = { label: string; lat: number; lon: number };

type RouteStep = {
  /** One sentence, in the page's language. */
  instruction: string;
  /** Metres and seconds to the next step. */
  distance: number;
  duration: number;
  location: LonLat;
};

/** Something the visitor should know about a route, worded by the page. */
export type RouteWarning = { kind: 'snapped'; end: 'start' | 'destination'; distance: number };

export type Route = {
  /** The main roads it takes, as the router names them (may be empty). */
  summary: string;
  distance: number;
  duration: number;
  geometry: LonLat[];
  steps: RouteStep[];
  warnings: RouteWarning[];
};

export type RouteAnswer = { status: 'ok'; routes: Route[]; copyrights: string } | { status: 'no-route'; reason: string };

export interface RoutingService {
  /** The travel modes this router can answer; others get no route without asking it. */
  readonly modes: readonly TravelMode[];
  route(from: Place, to: Place, mode: TravelMode, options: { language: string; signal?: AbortSignal }): Promise<RouteAnswer>;
}

export interface GeocodingService {
  search(query: string, options: { language: string; signal?: AbortSignal }): Promise<Place[]>;
}

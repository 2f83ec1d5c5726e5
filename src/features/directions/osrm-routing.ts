// The routing adapter for the OSRM HTTP API v1 (the demo backend speaks it too). OSRM routes by
// car, bicycle and on foot; it has no public transport, so transit never reaches it.
import { fetchJson } from './fetch-json';
import type { LonLat, Place, Route, RouteAnswer, RouteWarning, RoutingService } from './route-model';
import { stepInstruction } from './step-text';
import type { TravelMode } from './travel-mode';

const PROFILES: Partial<Record<TravelMode, string>> = { driving: 'driving', walking: 'walking', bicycling: 'cycling' };

/** Beyond this many metres between a typed place and the nearest road, the visitor is told. */
const SNAP_WARNING_METRES = 100;

/** Every OSRM server routes over OpenStreetMap data. */
const COPYRIGHTS = '© OpenStreetMap contributors';

type OsrmStep = {
  distance: number;
  duration: number;
  name?: string;
  maneuver: { type: string; modifier?: string; location: LonLat };
};
type OsrmRoute = {
  distance: number;
  duration: number;
  geometry: { type: 'LineString'; coordinates: LonLat[] };
  legs: { summary?: string; steps: OsrmStep[] }[];
};
type OsrmResponse = { code: string; message?: string; routes?: OsrmRoute[]; waypoints?: { distance?: number }[] };

const round = (n: number) => Math.round(n * 1e6) / 1e6;

export function osrmRouteUrl(base: string, profile: string, from: Place, to: Place): string {
  const coordinates = [from, to].map((p) => `${round(p.lon)},${round(p.lat)}`).join(';');
  return `${base}/route/v1/${profile}/${coordinates}?steps=true&alternatives=true&overview=full&geometries=geojson`;
}

const isOsrmResponse = (body: unknown): body is OsrmResponse =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string';

const isOsrmRoute = (route: OsrmRoute) =>
  typeof route?.distance === 'number' && typeof route.duration === 'number' && Array.isArray(route.geometry?.coordinates) && Array.isArray(route.legs);

/** An OSRM answer (any status) as routes, in the page's language; anything but `Ok` is no route. */
export function readOsrmAnswer(body: unknown, language: string): RouteAnswer {
  if (!isOsrmResponse(body)) return { status: 'no-route', reason: 'The router answered something that is not OSRM JSON.' };
  if (body.code !== 'Ok') return { status: 'no-route', reason: `${body.code}${body.message ? `: ${body.message}` : ''}` };
  const routes = (body.routes ?? []).filter(isOsrmRoute);
  if (routes.length === 0) return { status: 'no-route', reason: 'Ok without routes' };

  const warnings: RouteWarning[] = [];
  const [start, destination] = [body.waypoints?.[0]?.distance, body.waypoints?.[body.waypoints.length - 1]?.distance];
  if (typeof start === 'number' && start > SNAP_WARNING_METRES) warnings.push({ kind: 'snapped', end: 'start', distance: start });
  if (typeof destination === 'number' && destination > SNAP_WARNING_METRES) warnings.push({ kind: 'snapped', end: 'destination', distance: destination });

  return {
    status: 'ok',
    copyrights: COPYRIGHTS,
    routes: routes.map((route): Route => ({
      summary: route.legs
        .map((leg) => leg.summary ?? '')
        .filter(Boolean)
        .join(', '),
      distance: route.distance,
      duration: route.duration,
      geometry: route.geometry.coordinates,
      warnings,
      steps: route.legs.flatMap((leg, index) =>
        leg.steps.map((step) => ({
          instruction: stepInstruction(step, language, { index, count: route.legs.length }),
          distance: step.distance,
          duration: step.duration,
          location: step.maneuver.location,
        })),
      ),
    })),
  };
}

export function createOsrmRouting(baseUrl: string): RoutingService {
  return {
    modes: Object.keys(PROFILES) as TravelMode[],
    async route(from, to, mode, { language, signal }) {
      const profile = PROFILES[mode];
      if (!profile) return { status: 'no-route', reason: `OSRM does not route by ${mode}` };
      return readOsrmAnswer(await fetchJson(osrmRouteUrl(baseUrl, profile, from, to), signal), language);
    },
  };
}

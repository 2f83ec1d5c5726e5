// Reads an OSRM v1 route request URL the way osrm-routed does, with its error codes and messages:
// InvalidUrl (the path), InvalidQuery (coordinates and options, with the position where reading
// stopped), InvalidValue (coordinates out of range), InvalidOptions (fewer than two coordinates).
import type { LonLat } from './geo-math';

export type RouteOptions = {
  steps: boolean;
  alternatives: number;
  overview: 'simplified' | 'full' | 'false';
  geometries: 'polyline' | 'polyline6' | 'geojson';
  annotations: string[];
  generateHints: boolean;
  skipWaypoints: boolean;
};
export type RouteRequest = { profile: string; coordinates: LonLat[]; options: RouteOptions };
export type OsrmError = { code: 'InvalidUrl' | 'InvalidQuery' | 'InvalidValue' | 'InvalidOptions'; message: string };

const NUMBER = /^-?\d+(\.\d+)?/;
const PREFIX = /^\/route\/v1\/[A-Za-z0-9_.-]+\//;

const ANNOTATIONS = ['duration', 'nodes', 'distance', 'weight', 'datasources', 'speed'];
const BOOLEAN = /^(true|false)$/;
const OPTION_VALUES: Record<string, RegExp> = {
  steps: BOOLEAN,
  alternatives: /^(true|false|\d+)$/,
  overview: /^(simplified|full|false)$/,
  geometries: /^(polyline|polyline6|geojson)$/,
  annotations: new RegExp(`^(true|false|(${ANNOTATIONS.join('|')})(,(${ANNOTATIONS.join('|')}))*)$`),
  continue_straight: /^(default|true|false)$/,
  generate_hints: BOOLEAN,
  skip_waypoints: BOOLEAN,
  // Accepted and read as OSRM reads them, though the demo network has no use for them.
  radiuses: /^((\d+(\.\d+)?|unlimited)?)(;(\d+(\.\d+)?|unlimited)?)*$/,
  bearings: /^((\d+,\d+)?)(;(\d+,\d+)?)*$/,
  approaches: /^((curb|unrestricted|opposite)?)(;(curb|unrestricted|opposite)?)*$/,
  hints: /^[A-Za-z0-9_=;-]*$/,
  exclude: /^[a-z_,]*$/,
  snapping: /^(default|any)$/,
  waypoints: /^\d+(;\d+)*$/,
};

const malformedUrl = (url: string, position: number): OsrmError => ({
  code: 'InvalidUrl',
  message: `URL string malformed close to position ${position}: "${url.slice(Math.max(0, position - 3), position + 3)}"`,
});
const malformedQuery = (position: number): OsrmError => ({ code: 'InvalidQuery', message: `Query string malformed close to position ${position}` });

/** `url` is the request's path and query, as received. */
export function parseRouteRequest(rawUrl: string): RouteRequest | OsrmError {
  let url: string;
  try {
    url = decodeURIComponent(rawUrl);
  } catch {
    return malformedUrl(rawUrl, 0);
  }
  const prefix = PREFIX.exec(url);
  if (!prefix || prefix[0].length === url.length) {
    // Report where the path stops matching /route/v1/{profile}/{coordinates}.
    const lead = '/route/v1/';
    let matched = 0;
    while (matched < lead.length && url[matched] === lead[matched]) matched++;
    if (matched === lead.length) matched += /^[A-Za-z0-9_.-]*\/?/.exec(url.slice(lead.length))?.[0].length ?? 0;
    return malformedUrl(url, Math.max(1, matched));
  }
  const profile = url.slice('/route/v1/'.length, prefix[0].length - 1);
  let at = prefix[0].length;

  // Coordinates: lon,lat pairs separated by ';'. Reading stops after the last complete pair.
  const coordinates: LonLat[] = [];
  for (;;) {
    const separator = coordinates.length ? at : -1;
    const start = coordinates.length ? at + 1 : at;
    if (coordinates.length && url[at] !== ';') break;
    const lon = NUMBER.exec(url.slice(start));
    if (!lon) return malformedQuery(coordinates.length ? separator : start);
    const afterLon = start + lon[0].length;
    if (url[afterLon] !== ',') return malformedQuery(afterLon);
    const lat = NUMBER.exec(url.slice(afterLon + 1));
    if (!lat) return malformedQuery(coordinates.length ? separator : start);
    coordinates.push([Number(lon[0]), Number(lat[0])]);
    at = afterLon + 1 + lat[0].length;
  }
  if (url.startsWith('.json', at)) at += '.json'.length;

  const options: RouteOptions = {
    steps: false,
    alternatives: 0,
    overview: 'simplified',
    geometries: 'polyline',
    annotations: [],
    generateHints: true,
    skipWaypoints: false,
  };
  if (at < url.length) {
    if (url[at] !== '?') return malformedQuery(at);
    let position = at + 1;
    for (const pair of url.slice(at + 1).split('&')) {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      const value = eq < 0 ? '' : pair.slice(eq + 1);
      const rule = OPTION_VALUES[key];
      if (!rule || eq < 0 || !rule.test(value)) return malformedQuery(position);
      if (key === 'steps') options.steps = value === 'true';
      if (key === 'alternatives') options.alternatives = value === 'true' ? 1 : value === 'false' ? 0 : Number(value);
      if (key === 'overview') options.overview = value as RouteOptions['overview'];
      if (key === 'geometries') options.geometries = value as RouteOptions['geometries'];
      if (key === 'annotations') options.annotations = value === 'true' ? ANNOTATIONS : value === 'false' ? [] : value.split(',');
      if (key === 'generate_hints') options.generateHints = value === 'true';
      if (key === 'skip_waypoints') options.skipWaypoints = value === 'true';
      position += pair.length + 1;
    }
  }

  if (coordinates.some(([lon, lat]) => Math.abs(lon) > 180 || Math.abs(lat) > 90)) return { code: 'InvalidValue', message: 'Invalid coordinate value.' };
  if (coordinates.length < 2) return { code: 'InvalidOptions', message: 'Number of coordinates needs to be at least two.' };
  return { profile, coordinates, options };
}

// The demo routing service against OSRM's route API v1: routes on the real Monaco network, with
// one-ways, steps and maneuvers, alternatives, and OSRM's error codes.
import fs from 'node:fs';
import { haversine, type LonLat } from '../../../demo/geo/geo-math';
import { ROAD_GRAPH_FILE } from '../../../demo/geo/data-files';
import { decodePolyline } from '../../../demo/geo/polyline';
import { decodeRoadGraph, type EncodedRoadGraph } from '../../../demo/geo/road-graph-codec';
import { startTestBackend, type TestBackend } from '../../support/demo-backend';

type Step = {
  name: string;
  distance: number;
  duration: number;
  mode: string;
  geometry: { type: string; coordinates: LonLat[] };
  maneuver: { type: string; modifier?: string; location: LonLat; bearing_before: number; bearing_after: number };
};
type Route = {
  distance: number;
  duration: number;
  weight: number;
  geometry: { coordinates: LonLat[] };
  legs: { steps: Step[]; distance: number; summary: string }[];
};
type RouteBody = { code: string; message?: string; routes: Route[]; waypoints: { name: string; location: LonLat; distance: number }[] };

const FULL = 'steps=true&alternatives=true&overview=full&geometries=geojson';
// A point on Avenue des Spélugues near the Casino, and one on Rue Grimaldi in La Condamine.
const SPELUGUES: LonLat = [7.42798, 43.74039];
const GRIMALDI: LonLat = [7.4193, 43.73513];

let demo: TestBackend;
beforeAll(async () => {
  demo = await startTestBackend();
});
afterAll(() => demo.stop());

async function route(profile: string, from: LonLat, to: LonLat, query = FULL) {
  const response = await fetch(`${demo.url}/route/v1/${profile}/${from.join(',')};${to.join(',')}?${query}`);
  return { status: response.status, headers: response.headers, body: (await response.json()) as RouteBody };
}
const length = (line: LonLat[]) => line.slice(1).reduce((sum, p, i) => sum + haversine(line[i], p), 0);

/** Two points a quarter and three quarters along a named street that cars may take one way only. */
function oneWayStreet(name: string) {
  const graph = decodeRoadGraph(JSON.parse(fs.readFileSync(ROAD_GRAPH_FILE, 'utf8')) as EncodedRoadGraph);
  const way = graph.ways.find((w) => w.name === name && w.car[0] > 0 && w.car[1] === 0);
  if (!way) throw new Error(`${name} is not a one-way street in the road graph`);
  const at = (f: number) => graph.coordinates[way.nodes[Math.floor(way.nodes.length * f)]];
  return { along: at(0.25), further: at(0.75), way };
}

describe('a route between two Monaco streets', () => {
  test('answers Ok with routes and waypoints snapped onto the named streets', async () => {
    const { status, headers, body } = await route('driving', SPELUGUES, GRIMALDI);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(body.code).toBe('Ok');
    expect(body.waypoints.map((w) => w.name)).toEqual(['Avenue des Spélugues', 'Rue Grimaldi']);
    for (const w of body.waypoints) expect(w.distance).toBeLessThan(25);
  });

  test('is longer than the straight line, but not absurdly so, and adds up', async () => {
    const { body } = await route('driving', SPELUGUES, GRIMALDI);
    const best = body.routes[0];
    const straight = haversine(SPELUGUES, GRIMALDI);
    expect(best.distance).toBeGreaterThan(straight);
    expect(best.distance).toBeLessThan(straight * 2.5);
    expect(best.duration).toBeGreaterThan(best.distance / (90 / 3.6));
    expect(best.weight).toBe(best.duration);
    expect(length(best.geometry.coordinates)).toBeCloseTo(best.distance, -1);
    const steps = best.legs[0].steps;
    expect(steps.reduce((sum, s) => sum + s.distance, 0)).toBeCloseTo(best.distance, 0);
    expect(best.geometry.coordinates[0]).toEqual(body.waypoints[0].location);
    expect(best.geometry.coordinates[best.geometry.coordinates.length - 1]).toEqual(body.waypoints[1].location);
  });

  test('steps carry street names and OSRM maneuvers from depart to arrive', async () => {
    const { body } = await route('driving', SPELUGUES, GRIMALDI);
    const steps = body.routes[0].legs[0].steps;
    expect(steps.length).toBeGreaterThan(3);
    expect(steps[0].maneuver.type).toBe('depart');
    expect(steps[0].name).toBe('Avenue des Spélugues');
    expect(steps[steps.length - 1].maneuver.type).toBe('arrive');
    expect(steps[steps.length - 1].name).toBe('Rue Grimaldi');
    const types = ['turn', 'new name', 'continue', 'roundabout', 'exit roundabout', 'notification', 'fork', 'merge', 'end of road'];
    const modifiers = ['uturn', 'sharp right', 'right', 'slight right', 'straight', 'slight left', 'left', 'sharp left'];
    for (const step of steps.slice(1, -1)) {
      expect(types).toContain(step.maneuver.type);
      expect(modifiers).toContain(step.maneuver.modifier);
      expect(step.name).not.toBe('');
    }
    for (const step of steps) {
      expect(step.mode).toBe('driving');
      expect(step.maneuver.bearing_after).toBeGreaterThanOrEqual(0);
      expect(step.maneuver.bearing_before).toBeLessThan(360);
      // Each step starts where its maneuver is.
      expect(step.geometry.coordinates[0]).toEqual(step.maneuver.location);
    }
    // Consecutive steps are on different streets: a step lasts as long as its street.
    const names = steps.slice(0, -1).map((s) => s.name);
    names.slice(1).forEach((name, i) => expect(name).not.toBe(names[i]));
  });

  test('offers a distinct alternative when asked, and only then', async () => {
    const { body } = await route('driving', SPELUGUES, GRIMALDI);
    expect(body.routes.length).toBeGreaterThanOrEqual(2);
    const [best, other] = body.routes;
    expect(other.duration).toBeGreaterThanOrEqual(best.duration);
    expect(other.legs[0].summary).not.toBe(best.legs[0].summary);
    const single = await route('driving', SPELUGUES, GRIMALDI, 'steps=true&alternatives=false&overview=full&geometries=geojson');
    expect(single.body.routes).toHaveLength(1);
  });

  test('the default polyline geometry encodes the same line', async () => {
    const geojson = (await route('driving', SPELUGUES, GRIMALDI, 'overview=full&geometries=geojson')).body.routes[0];
    const polyline = (await route('driving', SPELUGUES, GRIMALDI, 'overview=full')).body.routes[0];
    const decoded = decodePolyline(polyline.geometry as unknown as string);
    expect(decoded).toHaveLength(geojson.geometry.coordinates.length);
    decoded.forEach((p, i) => expect(haversine(p, geojson.geometry.coordinates[i])).toBeLessThan(1));
    const none = (await route('driving', SPELUGUES, GRIMALDI, 'overview=false')).body.routes[0];
    expect(none).not.toHaveProperty('geometry');
  });
});

test('a route through three waypoints has two legs, each from depart to arrive', async () => {
  const casino: LonLat = [7.4285, 43.739];
  const response = await fetch(`${demo.url}/route/v1/walking/${SPELUGUES.join(',')};${casino.join(',')};${GRIMALDI.join(',')}?${FULL}`);
  const body = (await response.json()) as RouteBody;
  expect(body.code).toBe('Ok');
  expect(body.waypoints).toHaveLength(3);
  const [only] = body.routes;
  expect(body.routes).toHaveLength(1);
  expect(only.legs).toHaveLength(2);
  for (const leg of only.legs) {
    expect(leg.steps[0].maneuver.type).toBe('depart');
    expect(leg.steps[leg.steps.length - 1].maneuver.type).toBe('arrive');
  }
  expect(only.legs[0].steps[only.legs[0].steps.length - 1].maneuver.location).toEqual(body.waypoints[1].location);
  expect(only.distance).toBeCloseTo(only.legs[0].distance + only.legs[1].distance, 0);
});

describe('one-way streets', () => {
  const { along, further } = oneWayStreet('Avenue du Maréchal Foch');

  test('driving follows the one-way along its direction, and detours against it', async () => {
    const forward = (await route('driving', along, further)).body.routes[0];
    const backward = (await route('driving', further, along)).body.routes[0];
    expect(forward.legs[0].steps.map((s) => s.name)).toEqual(['Avenue du Maréchal Foch', 'Avenue du Maréchal Foch']);
    expect(backward.distance).toBeGreaterThan(forward.distance * 1.5);
    expect(backward.legs[0].steps.map((s) => s.name)).toContain('Avenue du Maréchal Foch');
  });

  test('walking takes the street both ways', async () => {
    const forward = (await route('walking', along, further)).body.routes[0];
    const backward = (await route('walking', further, along)).body.routes[0];
    expect(backward.distance).toBeCloseTo(forward.distance, 0);
    expect(backward.legs[0].steps[0].mode).toBe('walking');
    expect(backward.duration).toBeGreaterThan(backward.distance / (6 / 3.6));
  });

  test('cycling against it either detours or walks the bike', async () => {
    const backward = (await route('cycling', further, along)).body.routes;
    const direct = backward.find((r) => r.distance < haversine(along, further) * 1.2);
    const forward = (await route('cycling', along, further)).body.routes[0];
    expect(forward.legs[0].steps[0].mode).toBe('cycling');
    if (direct) expect(direct.legs[0].steps.map((s) => s.mode)).toContain('pushing bike');
    expect(backward[0].distance).toBeGreaterThan(forward.distance);
  });
});

describe('errors, as OSRM answers them', () => {
  const get = async (path: string) => {
    const response = await fetch(`${demo.url}${path}`);
    return { status: response.status, body: (await response.json()) as { code: string; message: string } };
  };

  test('NoRoute for a point far outside the map', async () => {
    const paris: LonLat = [2.3522, 48.8566];
    const { status, body } = await route('driving', SPELUGUES, paris);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'NoRoute', message: 'Impossible route between points' });
  });

  test('an unknown profile such as transit has no route to give', async () => {
    const { status, body } = await route('transit', SPELUGUES, GRIMALDI);
    expect(status).toBe(400);
    expect(body.code).toBe('NoRoute');
  });

  test('InvalidQuery for malformed coordinates, naming the position', async () => {
    expect(await get('/route/v1/driving/7.42,43.74;abc')).toEqual({
      status: 400,
      body: { code: 'InvalidQuery', message: 'Query string malformed close to position 28' },
    });
    expect(await get('/route/v1/driving/x,y')).toEqual({ status: 400, body: { code: 'InvalidQuery', message: 'Query string malformed close to position 18' } });
    expect((await get('/route/v1/driving/1,1;1,2?steps=maybe')).body.code).toBe('InvalidQuery');
    expect((await get('/route/v1/driving/1,1;1,2?color=red')).body.code).toBe('InvalidQuery');
  });

  test('InvalidOptions for a single coordinate, InvalidValue out of range, InvalidUrl for the path', async () => {
    expect(await get('/route/v1/driving/7.42,43.74')).toEqual({
      status: 400,
      body: { code: 'InvalidOptions', message: 'Number of coordinates needs to be at least two.' },
    });
    expect(await get('/route/v1/driving/200,5.1;44,5')).toEqual({ status: 400, body: { code: 'InvalidValue', message: 'Invalid coordinate value.' } });
    expect(await get('/route/v1/driving')).toEqual({ status: 400, body: { code: 'InvalidUrl', message: 'URL string malformed close to position 17: "ing"' } });
  });
});

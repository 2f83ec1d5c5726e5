// The OSRM adapter, fed with answers of the demo's OSRM stand-in (real routes over Monaco).
import { ROAD_GRAPH_FILE } from '../../../demo/geo/data-files';
import { createRouteService } from '../../../demo/geo/route-service';
import { osrmRouteUrl, readOsrmAnswer } from '../../../src/features/directions/osrm-routing';

const osrm = createRouteService(ROAD_GRAPH_FILE);
const station = { label: 'Monaco - Monte Carlo', lat: 43.738234, lon: 7.4195921 };
const hotel = { label: 'Hôtel Lumière', lat: 43.7402, lon: 7.4283 };
const ask = (profile: string, from = station, to = hotel) =>
  osrm.route(new URL(osrmRouteUrl('', profile, from, to), 'http://x').pathname + new URL(osrmRouteUrl('', profile, from, to), 'http://x').search).body;

test('the request is the one OSRM documents: lon,lat pairs, steps, alternatives, GeoJSON', () => {
  expect(osrmRouteUrl('https://router.example', 'cycling', station, hotel)).toBe(
    'https://router.example/route/v1/cycling/7.419592,43.738234;7.4283,43.7402?steps=true&alternatives=true&overview=full&geometries=geojson',
  );
});

test('an Ok answer becomes routes with totals, the line and worded steps', () => {
  const answer = readOsrmAnswer(ask('driving'), 'en');
  if (answer.status !== 'ok') throw new Error(`expected routes, got ${answer.reason}`);
  expect(answer.copyrights).toBe('© OpenStreetMap contributors');
  expect(answer.routes.length).toBeGreaterThanOrEqual(1);
  const [route] = answer.routes;
  expect(route.distance).toBeGreaterThan(500);
  expect(route.duration).toBeGreaterThan(30);
  expect(route.summary).not.toBe('');
  expect(route.geometry.length).toBeGreaterThan(5);
  expect(route.geometry[0][0]).toBeCloseTo(7.4195, 2);
  expect(route.steps[0].instruction).toMatch(/^Head /);
  expect(route.steps.at(-1)?.instruction).toMatch(/arrived/);
  expect(route.steps.map((s) => s.instruction).join(' ')).toMatch(/Turn (left|right|slight)/);
  expect(route.warnings).toEqual([]);
});

test('the steps are worded in the page language', () => {
  const fr = readOsrmAnswer(ask('walking'), 'fr');
  const de = readOsrmAnswer(ask('walking'), 'de');
  if (fr.status !== 'ok' || de.status !== 'ok') throw new Error('expected routes');
  expect(fr.routes[0].steps.at(-1)?.instruction).toMatch(/Vous êtes arrivés?/);
  expect(de.routes[0].steps.at(-1)?.instruction).toMatch(/Sie haben Ihr .*Ziel erreicht/);
  // A language the site does not carry is worded in English rather than failing.
  const it = readOsrmAnswer(ask('walking'), 'xx');
  expect(it.status === 'ok' && it.routes[0].steps.at(-1)?.instruction).toMatch(/arrived/);
});

test('a place far from any road the route can use comes with a warning', () => {
  const sea = { label: 'Out at sea', lat: 43.744, lon: 7.44 };
  const answer = readOsrmAnswer(ask('walking', sea, hotel), 'en');
  if (answer.status !== 'ok') throw new Error('expected routes');
  expect(answer.routes[0].warnings).toEqual([{ kind: 'snapped', end: 'start', distance: expect.any(Number) }]);
});

test('NoRoute and the other OSRM codes are no route, with the reason', () => {
  expect(readOsrmAnswer(ask('transit'), 'en')).toEqual({ status: 'no-route', reason: 'NoRoute: Impossible route between points' });
  expect(readOsrmAnswer(osrm.route('/route/v1/driving/7.41,43.73').body, 'en')).toMatchObject({
    status: 'no-route',
    reason: expect.stringMatching(/^InvalidOptions/),
  });
  expect(readOsrmAnswer(osrm.route('/route/v1/driving/abc;def').body, 'en')).toMatchObject({ status: 'no-route', reason: expect.stringMatching(/^Invalid/) });
  expect(readOsrmAnswer({ code: 'Ok', routes: [] }, 'en')).toMatchObject({ status: 'no-route' });
  expect(readOsrmAnswer('<html>', 'en')).toMatchObject({ status: 'no-route' });
  expect(readOsrmAnswer(null, 'en')).toMatchObject({ status: 'no-route' });
});

// One directions request, with services that record what they were asked.
import { findRoute } from '../../../src/features/directions/find-route';
import type { GeocodingService, Place, RouteAnswer, RoutingService } from '../../../src/features/directions/route-model';

const hotel: Place = { label: 'Hôtel Lumière Monte-Carlo, 12 Avenue des Spélugues, 98000 Monaco', lat: 43.7402, lon: 7.4283 };
const route = { summary: 'Boulevard des Moulins', distance: 1200, duration: 300, geometry: [], steps: [], warnings: [] };

function services(places: Record<string, Place[]>, answer: RouteAnswer = { status: 'ok', routes: [route], copyrights: '© OSM' }) {
  const searched: string[] = [];
  const routed: [Place, Place, string][] = [];
  const geocoding: GeocodingService = {
    search: async (query) => {
      searched.push(query);
      return places[query] ?? [];
    },
  };
  const routing: RoutingService = {
    modes: ['driving', 'walking', 'bicycling'],
    route: async (from, to, mode) => {
      routed.push([from, to, mode]);
      return answer;
    },
  };
  return { geocoding, routing, searched, routed, knownPlaces: [hotel], language: 'en' };
}

test('PRC is stripped before the lookup, and the hotel address goes to the hotel position', async () => {
  const beijing = { label: 'Beijing, China', lat: 39.9, lon: 116.4 };
  const s = services({ Beijing: [beijing] });
  const result = await findRoute({ start: 'Beijing, PRC', destination: hotel.label, mode: 'driving' }, s);
  expect(s.searched).toEqual(['Beijing']);
  expect(s.routed).toEqual([[beijing, hotel, 'driving']]);
  expect(result).toEqual({ status: 'ok', mode: 'driving', from: beijing, to: hotel, routes: [route], copyrights: '© OSM' });
});

test('coordinates need no geocoder', async () => {
  const s = services({});
  const result = await findRoute({ start: '43.7382, 7.4196', destination: hotel.label, mode: 'walking' }, s);
  expect(s.searched).toEqual([]);
  expect(result).toMatchObject({ status: 'ok', from: { lat: 43.7382, lon: 7.4196 } });
});

test('a place the geocoder does not know is no route, and the router is not asked', async () => {
  const s = services({});
  expect(await findRoute({ start: 'Nowhere at all', destination: hotel.label, mode: 'driving' }, s)).toEqual({
    status: 'no-route',
    reason: 'nothing found for "Nowhere at all"',
  });
  expect(await findRoute({ start: 'PRC', destination: hotel.label, mode: 'driving' }, s)).toMatchObject({ status: 'no-route' });
  expect(s.routed).toEqual([]);
});

test('transit goes only to a router that does transit', async () => {
  const s = services({ Nice: [{ label: 'Nice', lat: 43.7, lon: 7.26 }] });
  expect(await findRoute({ start: 'Nice', destination: hotel.label, mode: 'transit' }, s)).toMatchObject({ status: 'no-route' });
  expect(s.routed).toEqual([]);
  expect(s.searched).toEqual([]);
});

test("the router's own no-route answer is passed on", async () => {
  const s = services({ Nice: [{ label: 'Nice', lat: 43.7, lon: 7.26 }] }, { status: 'no-route', reason: 'NoRoute: Impossible route between points' });
  expect(await findRoute({ start: 'Nice', destination: hotel.label, mode: 'bicycling' }, s)).toEqual({
    status: 'no-route',
    reason: 'NoRoute: Impossible route between points',
  });
});

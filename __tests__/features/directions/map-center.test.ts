// Where the map is centred, or that there is no map, from the editor's position and the geocoder.
import { findMapCenter } from '../../../src/features/directions/map-center';
import type { GeocodingService, Place } from '../../../src/features/directions/route-model';

const ADDRESS = 'Hôtel Lumière Monte-Carlo, 12 Avenue des Spélugues, 98000 Monaco';

function geocoder(answer: () => Promise<Place[]>) {
  const asked: string[] = [];
  const geocoding: GeocodingService = {
    search: (query) => {
      asked.push(query);
      return answer();
    },
  };
  return { geocoding, asked, language: 'en' };
}

test("the editor's position is the centre, without asking the geocoder", async () => {
  const g = geocoder(async () => []);
  await expect(findMapCenter({ lat: 43.7402, lon: 7.4283 }, ADDRESS, g)).resolves.toEqual({ lat: 43.7402, lon: 7.4283 });
  expect(g.asked).toEqual([]);
});

test('without a position, the destination address is looked up', async () => {
  const g = geocoder(async () => [{ label: 'Avenue des Spélugues, Monaco', lat: 43.74, lon: 7.43 }]);
  await expect(findMapCenter(null, ADDRESS, g)).resolves.toEqual({ lat: 43.74, lon: 7.43 });
  expect(g.asked).toEqual([ADDRESS]);
});

test('a position given as the address itself needs no geocoder', async () => {
  const g = geocoder(async () => []);
  await expect(findMapCenter(null, '43.7402, 7.4283', g)).resolves.toEqual({ lat: 43.7402, lon: 7.4283 });
  expect(g.asked).toEqual([]);
});

test('no position and nothing found: no centre', async () => {
  await expect(
    findMapCenter(
      null,
      ADDRESS,
      geocoder(async () => []),
    ),
  ).resolves.toBeNull();
});

test('no position and no address: no centre, and nobody is asked', async () => {
  const g = geocoder(async () => []);
  await expect(findMapCenter(null, '  ', g)).resolves.toBeNull();
  expect(g.asked).toEqual([]);
});

test('a geocoder that fails gives no centre', async () => {
  await expect(
    findMapCenter(
      null,
      ADDRESS,
      geocoder(() => Promise.reject(new TypeError('Failed to fetch'))),
    ),
  ).resolves.toBeNull();
});

test('a lookup given up on (the page left) is not an answer', async () => {
  const controller = new AbortController();
  const g = geocoder(() => {
    controller.abort();
    return Promise.reject(new DOMException('aborted', 'AbortError'));
  });
  await expect(findMapCenter(null, ADDRESS, { ...g, signal: controller.signal })).rejects.toThrow('aborted');
});

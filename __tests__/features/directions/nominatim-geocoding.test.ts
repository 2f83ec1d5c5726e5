// The Nominatim adapter, fed with answers of the demo's Nominatim stand-in.
import { PLACES_FILE } from '../../../demo/geo/data-files';
import { createSearchService } from '../../../demo/geo/search-service';
import { nominatimSearchUrl, readNominatimAnswer } from '../../../src/features/directions/nominatim-geocoding';

const nominatim = createSearchService(PLACES_FILE);
const ask = (q: string) => nominatim.search(new URL(nominatimSearchUrl('http://x', q, 'fr', 3)).searchParams).body;

test('the request is a Nominatim search in JSON, in the page language', () => {
  expect(nominatimSearchUrl('https://geo.example', 'Place du Casino', 'de')).toBe(
    'https://geo.example/search?q=Place+du+Casino&format=json&limit=1&accept-language=de',
  );
});

test('found places become labelled points, best first', () => {
  const places = readNominatimAnswer(ask('Avenue des Spelugues'));
  expect(places[0]).toEqual({ label: expect.stringMatching(/^Avenue des Spélugues, /), lat: expect.any(Number), lon: expect.any(Number) });
  expect(places[0].lat).toBeCloseTo(43.74, 2);
  expect(places[0].lon).toBeCloseTo(7.43, 2);
});

test('nothing found, an error or a foreign shape is no place', () => {
  expect(ask('zzzzqqqq')).toEqual([]);
  expect(readNominatimAnswer(ask('zzzzqqqq'))).toEqual([]);
  expect(readNominatimAnswer({ error: { code: 400, message: 'Nothing to search for.' } })).toEqual([]);
  expect(
    readNominatimAnswer([
      { lat: 43.7, lon: 7.4, display_name: 'numbers, not strings' },
      { lat: 'x', lon: '7', display_name: 'bad' },
    ]),
  ).toEqual([]);
});

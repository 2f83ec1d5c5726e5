// The demo geocoder against Nominatim's /search: its JSON fields and types, forgiving matching
// (typos, accents, prefixes), and its answers to empty and bad queries.
import { startTestBackend, type TestBackend } from '../../support/demo-backend';

type Place = {
  place_id: number;
  licence: string;
  osm_type: string;
  osm_id: number;
  lat: string;
  lon: string;
  class: string;
  type: string;
  place_rank: number;
  importance: number;
  addresstype: string;
  name: string;
  display_name: string;
  boundingbox: string[];
};

let demo: TestBackend;
beforeAll(async () => {
  demo = await startTestBackend();
});
afterAll(() => demo.stop());

async function search(params: Record<string, string>) {
  const response = await fetch(`${demo.url}/search?${new URLSearchParams(params)}`);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Place[] };
}

test("a street with a typo and no accent is found, with all of Nominatim's fields", async () => {
  const { status, headers, body } = await search({ q: 'Avenue des Speluges', format: 'json', limit: '5' });
  expect(status).toBe(200);
  expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(headers.get('access-control-allow-origin')).toBe('*');
  const [first] = body;
  expect(first.display_name).toMatch(/^Avenue des Spélugues, Monte-Carlo, Monaco/);
  expect(first).toMatchObject({ class: 'highway', osm_type: 'way', addresstype: 'road', name: 'Avenue des Spélugues' });
  expect(first.licence).toContain('OpenStreetMap');
  expect(typeof first.place_id).toBe('number');
  expect(typeof first.osm_id).toBe('number');
  expect(typeof first.importance).toBe('number');
  // lat and lon are strings, as Nominatim sends them, and lie inside the bounding box.
  expect(first.lat).toMatch(/^43\.\d{7}$/);
  expect(first.lon).toMatch(/^7\.\d{7}$/);
  const [south, north, west, east] = first.boundingbox.map(Number);
  expect(first.boundingbox.every((v) => typeof v === 'string')).toBe(true);
  expect(Number(first.lat)).toBeGreaterThanOrEqual(south);
  expect(Number(first.lat)).toBeLessThanOrEqual(north);
  expect(Number(first.lon)).toBeGreaterThanOrEqual(west);
  expect(Number(first.lon)).toBeLessThanOrEqual(east);
});

test('"casino" finds the Casino de Monte-Carlo first', async () => {
  const { body } = await search({ q: 'casino', format: 'json' });
  expect(body[0].name).toBe('Casino de Monte Carlo');
  expect(body[0].display_name).toContain('Monte-Carlo, Monaco');
  expect(body.length).toBeGreaterThan(1);
});

test('accents and case are folded both ways', async () => {
  const plain = await search({ q: 'HOTEL DE PARIS', format: 'json', limit: '1' });
  expect(plain.body[0].name).toBe('Hôtel de Paris');
  expect(plain.body[0]).toMatchObject({ class: 'tourism', type: 'hotel' });
  const accented = await search({ q: 'Spélugues', format: 'json' });
  expect(accented.body.map((p) => p.name)).toContain('Avenue des Spélugues');
});

test('a word typed halfway is completed', async () => {
  const { body } = await search({ q: 'Boulevard des Moul', format: 'json', limit: '3' });
  expect(body[0].name).toBe('Boulevard des Moulins');
});

test('all words must match; when none does for all, any word may', async () => {
  const strict = await search({ q: 'Boulevard des Moulins', format: 'json' });
  expect(strict.body.every((p) => /Moulins/.test(p.display_name))).toBe(true);
  const loose = await search({ q: 'casino zzyzx', format: 'json' });
  expect(loose.body[0].name).toBe('Casino de Monte Carlo');
});

test('limit caps the answer; jsonv2 names the class "category"', async () => {
  const { body } = await search({ q: 'avenue', format: 'json', limit: '3' });
  expect(body).toHaveLength(3);
  const v2 = (await search({ q: 'casino', format: 'jsonv2', limit: '1' })).body[0] as unknown as Record<string, unknown>;
  expect(v2.category).toBe('tourism');
  expect(v2).not.toHaveProperty('class');
});

test('an empty query answers an empty list, as Nominatim does', async () => {
  expect(await search({ q: '', format: 'json' })).toMatchObject({ status: 200, body: [] });
  expect(await search({ q: '   ', format: 'json' })).toMatchObject({ status: 200, body: [] });
  expect(await search({ q: 'qqqqqqqq', format: 'json' })).toMatchObject({ status: 200, body: [] });
});

test("bad parameters get Nominatim's error object", async () => {
  const format = await search({ q: 'casino', format: 'yaml' });
  expect(format.status).toBe(400);
  expect(format.body).toEqual({ error: { code: 400, message: "Parameter 'format' must be one of: json, jsonv2, geojson" } });
  const limit = await search({ q: 'casino', format: 'json', limit: 'many' });
  expect(limit.body).toEqual({ error: { code: 400, message: "Parameter 'limit' must be a number." } });
});

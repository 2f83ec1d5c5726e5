// The vector tiles and the MapLibre style: real MVT tiles of the Protomaps schema over Monte-Carlo,
// and a valid style whose tiles and fonts all come from this backend.
import { VectorTile } from '@mapbox/vector-tile';
import { validateStyleMin, type StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import { PbfReader } from 'pbf';
import { startTestBackend, type TestBackend } from '../../support/demo-backend';

let demo: TestBackend;
beforeAll(async () => {
  demo = await startTestBackend();
});
afterAll(() => demo.stop());

/** The tile of zoom z holding a point, in the XYZ scheme. */
function tileAt(lon: number, lat: number, z: number) {
  const r = (lat * Math.PI) / 180;
  return { z, x: Math.floor(((lon + 180) / 360) * 2 ** z), y: Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z) };
}

const CASINO = { lon: 7.42855, lat: 43.73936 };

async function tile(url: string) {
  const response = await fetch(url);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}

test('a z14 tile over Monte-Carlo is an MVT with the basemap layers', async () => {
  const { z, x, y } = tileAt(CASINO.lon, CASINO.lat, 14);
  const { status, headers, bytes } = await tile(`${demo.url}/tiles/${z}/${x}/${y}.mvt`);
  expect(status).toBe(200);
  expect(headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
  expect(headers.get('access-control-allow-origin')).toBe('*');
  const vt = new VectorTile(new PbfReader(bytes));
  expect(Object.keys(vt.layers)).toEqual(expect.arrayContaining(['earth', 'water', 'landuse', 'roads', 'buildings', 'pois', 'places']));
  const roads = vt.layers.roads;
  const kinds = new Set<string>();
  const names = new Set<string>();
  for (let i = 0; i < roads.length; i++) {
    const props = roads.feature(i).properties;
    kinds.add(String(props.kind));
    if (props.name) names.add(String(props.name));
  }
  expect([...kinds].every((k) => ['highway', 'major_road', 'minor_road', 'path', 'rail', 'other'].includes(k))).toBe(true);
  expect(names).toContain('Avenue des Spélugues');
  const pois = vt.layers.pois;
  const poiNames = Array.from({ length: pois.length }, (_, i) => pois.feature(i).properties.name);
  // Once: a building comes from OSM as a closed line and as an area, and only the area counts.
  expect(poiNames.filter((n) => n === 'Casino de Monte Carlo')).toHaveLength(1);
  // The style sizes place labels by population_rank, so every place has one.
  const places = vt.layers.places;
  for (let i = 0; i < places.length; i++) expect(typeof places.feature(i).properties.population_rank).toBe('number');
  // The sea lies south-east of the Casino: the tile has ocean.
  const water = vt.layers.water;
  expect(Array.from({ length: water.length }, (_, i) => water.feature(i).properties.kind)).toContain('ocean');
});

test('low zooms hold only what matters there; tiles outside the data are empty (204)', async () => {
  const { z, x, y } = tileAt(CASINO.lon, CASINO.lat, 10);
  const low = new VectorTile(new PbfReader((await tile(`${demo.url}/tiles/${z}/${x}/${y}.mvt`)).bytes));
  expect(low.layers.buildings).toBeUndefined();
  const far = tileAt(2.35, 48.85, 14);
  expect((await tile(`${demo.url}/tiles/${far.z}/${far.x}/${far.y}.mvt`)).status).toBe(204);
  expect((await fetch(`${demo.url}/tiles/3/9/0.mvt`)).status).toBe(400);
});

test('the PMTiles archive is served with range requests', async () => {
  const response = await fetch(`${demo.url}/tiles/monaco.pmtiles`, { headers: { Range: 'bytes=0-126' } });
  expect(response.status).toBe(206);
  const header = Buffer.from(await response.arrayBuffer());
  expect(header.subarray(0, 7).toString('ascii')).toBe('PMTiles');
  expect(header[7]).toBe(3);
});

describe('the style', () => {
  const style = async (lang?: string) => {
    const response = await fetch(`${demo.url}/map/style.json${lang ? `?lang=${lang}` : ''}`);
    // Parsed here rather than by fetch, whose objects come from another realm under Jest and fail
    // the style validator's plain-object checks.
    return { status: response.status, body: JSON.parse(await response.text()) as StyleSpecification };
  };

  test('is a valid MapLibre style whose tile source is this backend, with OSM attribution', async () => {
    const { status, body } = await style('en');
    expect(status).toBe(200);
    expect(validateStyleMin(body)).toEqual([]);
    const source = body.sources.protomaps;
    expect(source.type).toBe('vector');
    if (source.type !== 'vector') return;
    expect(source.attribution).toContain('© OpenStreetMap contributors');
    expect(source.tiles).toEqual([`${demo.url}/tiles/{z}/{x}/{y}.mvt`]);
    const { z, x, y } = tileAt(CASINO.lon, CASINO.lat, 14);
    const fetched = await tile(source.tiles![0].replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)));
    expect(fetched.status).toBe(200);
    expect(fetched.bytes.length).toBeGreaterThan(1000);
  });

  test('labels work offline: every font the layers name is a font face served here', async () => {
    const { body } = await style('en');
    const faces = body['font-faces'] ?? {};
    const named = new Set<string>();
    for (const layer of body.layers) {
      if (layer.type !== 'symbol') continue;
      for (const m of JSON.stringify(layer.layout?.['text-font'] ?? []).matchAll(/"(Noto Sans[^"]*)"/g)) named.add(m[1]);
    }
    expect(named.size).toBeGreaterThan(0);
    expect(body.glyphs).toBeUndefined();
    const urls = new Set<string>();
    for (const name of named) {
      const list = faces[name];
      expect(Array.isArray(list) && list.length).toBeTruthy();
      for (const face of list as { url: string }[]) urls.add(face.url);
    }
    for (const url of urls) {
      expect(url.startsWith(`${demo.url}/fonts/`)).toBe(true);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 4)
          .toString('ascii'),
      ).toBe('wOF2');
    }
  });

  test('lang picks the label language; an unknown one is refused', async () => {
    for (const lang of ['fr', 'de']) {
      const { status, body } = await style(lang);
      expect(status).toBe(200);
      expect(JSON.stringify(body.layers)).toContain(`name:${lang}`);
    }
    expect(JSON.stringify((await style()).body.layers)).toContain('name:en');
    expect((await style('xx')).status).toBe(400);
  });
});

// The map data step's pure parts: access and one-way rules, the sea from coastlines, and the
// PMTiles writer (read back with the `pmtiles` package).
import { PMTiles, type RangeResponse, type Source } from 'pmtiles';
import { seaPolygons, chainLines } from '../../scripts/data/coastline';
import { writePmtiles } from '../../scripts/data/pmtiles-writer';
import { wayRules } from '../../scripts/data/road-graph';

describe('who may use a way', () => {
  test('a one-way street: cars one way, cyclists push back, pedestrians both ways', () => {
    const rules = wayRules({ highway: 'residential', oneway: 'yes', name: 'Rue X' });
    expect(rules).toMatchObject({ car: [25, 0], bike: [15, 5], bikePush: [false, true], foot: 5 });
    expect(wayRules({ highway: 'residential', oneway: '-1' })?.car).toEqual([0, 25]);
    expect(wayRules({ highway: 'residential', oneway: 'yes', 'oneway:bicycle': 'no' })?.bike).toEqual([15, 15]);
  });

  test('roundabouts and motorways are one-way without saying so', () => {
    expect(wayRules({ highway: 'primary', junction: 'roundabout' })).toMatchObject({ car: [50, 0], roundabout: true });
    expect(wayRules({ highway: 'motorway' })).toMatchObject({ car: [90, 0], foot: 0 });
  });

  test('access tags and footways', () => {
    expect(wayRules({ highway: 'service', access: 'private' })).toBeUndefined();
    expect(wayRules({ highway: 'service', access: 'private', foot: 'yes' })).toMatchObject({ car: [0, 0], foot: 5 });
    expect(wayRules({ highway: 'footway' })).toMatchObject({ car: [0, 0], bike: [5, 5], bikePush: [true, true], foot: 5 });
    expect(wayRules({ highway: 'footway', bicycle: 'yes' })).toMatchObject({ bikePush: [false, false] });
    expect(wayRules({ highway: 'steps' })).toMatchObject({ bike: [2, 2], foot: 3 });
    expect(wayRules({ highway: 'primary', maxspeed: '30' })?.car).toEqual([30, 30]);
    expect(wayRules({ highway: 'building' })).toBeUndefined();
  });
});

describe('the sea from coastlines', () => {
  const box = { minX: 0, minY: 0, maxX: 10, maxY: 10 };

  test('lines are chained end to start', () => {
    expect(
      chainLines([
        [
          [5, 5],
          [10, 5],
        ],
        [
          [0, 5],
          [5, 5],
        ],
      ]),
    ).toEqual([
      [
        [0, 5],
        [5, 5],
        [10, 5],
      ],
    ]);
  });

  test('a coast running east with land to its left closes round the south of the box', () => {
    const [sea] = seaPolygons(
      [
        [
          [0, 5],
          [10, 5],
        ],
      ],
      box,
    );
    expect(sea.coordinates[0]).toEqual([
      [0, 5],
      [10, 5],
      [10, 0],
      [0, 0],
      [0, 5],
    ]);
  });

  test('islands become holes', () => {
    const island = [
      [4, 2],
      [6, 2],
      [6, 3],
      [4, 2],
    ];
    const [sea] = seaPolygons(
      [
        [
          [0, 5],
          [10, 5],
        ],
        island,
      ],
      box,
    );
    expect(sea.coordinates).toHaveLength(2);
    expect(sea.coordinates[1]).toEqual(island);
  });
});

test('the PMTiles writer makes an archive the pmtiles reader understands', async () => {
  const tile = (n: number) => new Uint8Array([n, n, n]);
  const archive = writePmtiles(
    [
      { z: 0, x: 0, y: 0, data: tile(1) },
      { z: 1, x: 1, y: 0, data: tile(2) },
      { z: 1, x: 1, y: 1, data: tile(2) },
      { z: 2, x: 2, y: 1, data: tile(3) },
    ],
    { bounds: [7.4, 43.7, 7.5, 43.8], center: [7.45, 43.75, 2], zooms: [0, 2], metadata: { name: 'test', vector_layers: [] } },
  );
  const source: Source = {
    getKey: () => 'memory',
    getBytes: async (offset: number, length: number): Promise<RangeResponse> => {
      const slice = archive.subarray(offset, offset + length);
      return { data: slice.buffer.slice(slice.byteOffset, slice.byteOffset + slice.byteLength) as ArrayBuffer };
    },
  };
  const reader = new PMTiles(source);
  const header = await reader.getHeader();
  expect(header).toMatchObject({ specVersion: 3, minZoom: 0, maxZoom: 2, numAddressedTiles: 4, numTileContents: 3, tileType: 1, centerLon: 7.45 });
  expect(await reader.getMetadata()).toEqual({ name: 'test', vector_layers: [] });
  for (const [z, x, y, n] of [
    [0, 0, 0, 1],
    [1, 1, 0, 2],
    [1, 1, 1, 2],
    [2, 2, 1, 3],
  ]) {
    // Tiles are stored gzipped; the reader inflates them.
    const found = await reader.getZxy(z, x, y);
    expect([...new Uint8Array(found?.data ?? new ArrayBuffer(0))]).toEqual([n, n, n]);
  }
  expect(await reader.getZxy(1, 0, 0)).toBeUndefined();
});

// The small codecs and geometry functions of the map services.
import { bearing, haversine } from '../../../demo/geo/geo-math';
import { modifierFor, simplify } from '../../../demo/geo/osrm-response';
import { decodePolyline, encodePolyline } from '../../../demo/geo/polyline';
import { decodeRoadGraph, encodeRoadGraph, type RoadGraphData } from '../../../demo/geo/road-graph-codec';

test('polylines follow the reference encoding and decode back', () => {
  // The worked example of the encoded polyline format: (38.5, -120.2), (40.7, -120.95), (43.252, -126.453).
  const points: [number, number][] = [
    [-120.2, 38.5],
    [-120.95, 40.7],
    [-126.453, 43.252],
  ];
  expect(encodePolyline(points)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
  expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual(points);
  const precise: [number, number][] = [
    [7.4283211, 43.7402345],
    [7.419301, 43.735129],
  ];
  decodePolyline(encodePolyline(precise, 6), 6).forEach((p, i) => {
    expect(p[0]).toBeCloseTo(precise[i][0], 6);
    expect(p[1]).toBeCloseTo(precise[i][1], 6);
  });
});

test('the road graph survives its compact encoding', () => {
  const graph: RoadGraphData = {
    coordinates: [
      [7.4283, 43.7402],
      [7.429, 43.741],
      [7.4301, 43.7405],
    ],
    ways: [
      {
        name: 'Avenue des Spélugues',
        highway: 'residential',
        car: [25, 0],
        bike: [15, 5],
        bikePush: [false, true],
        foot: 5,
        roundabout: false,
        nodes: [0, 1, 2],
      },
      { name: '', highway: 'footway', car: [0, 0], bike: [5, 5], bikePush: [true, true], foot: 5, roundabout: true, nodes: [2, 0] },
    ],
  };
  const encoded = encodeRoadGraph(graph);
  expect(decodeRoadGraph(JSON.parse(JSON.stringify(encoded)))).toEqual(graph);
  expect(() => decodeRoadGraph({ ...encoded, format: 'other' as 'road-graph/1' })).toThrow(/format/);
});

test('distances and bearings on the sphere', () => {
  // One degree of latitude is about 111.2 km.
  expect(haversine([7, 43], [7, 44]) / 1000).toBeCloseTo(111.2, 0);
  expect(bearing([7, 43], [7, 44])).toBe(0);
  expect(bearing([7, 43], [8, 43])).toBe(90);
  expect(bearing([7, 43], [7, 42])).toBe(180);
});

test('turn angles become OSRM modifiers', () => {
  expect(modifierFor(0, 5)).toBe('straight');
  expect(modifierFor(0, 40)).toBe('slight right');
  expect(modifierFor(350, 80)).toBe('right');
  expect(modifierFor(90, 0)).toBe('left');
  expect(modifierFor(0, 200)).toBe('sharp left');
  expect(modifierFor(0, 180)).toBe('uturn');
});

test('simplification keeps the ends and the corners', () => {
  const line: [number, number][] = [
    [7.42, 43.74],
    [7.421, 43.74000001],
    [7.422, 43.74],
    [7.422, 43.741],
  ];
  expect(simplify(line)).toEqual([
    [7.42, 43.74],
    [7.422, 43.74],
    [7.422, 43.741],
  ]);
});

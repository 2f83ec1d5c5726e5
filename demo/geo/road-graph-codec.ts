// The road graph file (demo/data/road-graph.json): what each way allows, per travel mode, and its
// nodes. Compact because it is committed: coordinates are micro-degrees, delta-encoded; node ids
// inside a way are deltas too (ids are given in order of first use, so they mostly count up by one).

export type Way = {
  name: string;
  /** The OSM highway value (residential, footway, ...). */
  highway: string;
  /** Speeds in km/h along and against the way's direction; 0 = not allowed. */
  car: [forward: number, backward: number];
  bike: [forward: number, backward: number];
  /** Whether a cyclist has to push the bike (along, against): footways, or against a one-way. */
  bikePush: [forward: boolean, backward: boolean];
  foot: number;
  roundabout: boolean;
  nodes: number[];
};

export type RoadGraphData = { coordinates: [lon: number, lat: number][]; ways: Way[] };

type EncodedWay = number[];
export type EncodedRoadGraph = { format: 'road-graph/1'; strings: string[]; coordinates: number[]; ways: EncodedWay[] };

const SCALE = 1e6;
const PUSH_FORWARD = 1;
const PUSH_BACKWARD = 2;
const ROUNDABOUT = 4;

export function encodeRoadGraph(graph: RoadGraphData): EncodedRoadGraph {
  const coordinates: number[] = [];
  let lastLon = 0;
  let lastLat = 0;
  for (const [lon, lat] of graph.coordinates) {
    const x = Math.round(lon * SCALE);
    const y = Math.round(lat * SCALE);
    coordinates.push(x - lastLon, y - lastLat);
    lastLon = x;
    lastLat = y;
  }
  const strings: string[] = [];
  const stringIds = new Map<string, number>();
  const stringId = (s: string) => {
    let id = stringIds.get(s);
    if (id === undefined) {
      id = strings.push(s) - 1;
      stringIds.set(s, id);
    }
    return id;
  };
  const ways = graph.ways.map((w) => {
    const flags = (w.bikePush[0] ? PUSH_FORWARD : 0) | (w.bikePush[1] ? PUSH_BACKWARD : 0) | (w.roundabout ? ROUNDABOUT : 0);
    let previous = 0;
    const nodes = w.nodes.map((n) => {
      const delta = n - previous;
      previous = n;
      return delta;
    });
    return [stringId(w.name), stringId(w.highway), w.car[0], w.car[1], w.bike[0], w.bike[1], w.foot, flags, ...nodes];
  });
  return { format: 'road-graph/1', strings, coordinates, ways };
}

export function decodeRoadGraph(encoded: EncodedRoadGraph): RoadGraphData {
  if (encoded.format !== 'road-graph/1') throw new Error(`unknown road graph format ${String(encoded.format)}`);
  const coordinates: [number, number][] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i < encoded.coordinates.length; i += 2) {
    x += encoded.coordinates[i];
    y += encoded.coordinates[i + 1];
    coordinates.push([x / SCALE, y / SCALE]);
  }
  const ways = encoded.ways.map(([name, highway, carF, carB, bikeF, bikeB, foot, flags, ...deltas]): Way => {
    let node = 0;
    return {
      name: encoded.strings[name],
      highway: encoded.strings[highway],
      car: [carF, carB],
      bike: [bikeF, bikeB],
      bikePush: [(flags & PUSH_FORWARD) !== 0, (flags & PUSH_BACKWARD) !== 0],
      foot,
      roundabout: (flags & ROUNDABOUT) !== 0,
      nodes: deltas.map((d) => (node += d)),
    };
  });
  return { coordinates, ways };
}

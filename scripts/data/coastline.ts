// The sea as a polygon, from the coastline ways of an extract. OSM draws coastlines with the land
// on the left; an extract cuts them at its edges, so the open chains are closed along the edge of
// the extract's box, turning right (clockwise), which keeps the sea inside. Closed coastline rings
// are islands and become holes.
import type { Polygon, Position } from 'geojson';

export type Box = { minX: number; minY: number; maxX: number; maxY: number };

const key = (p: Position) => `${p[0]},${p[1]}`;

/** Joins lines that share end points into the longest chains. */
export function chainLines(lines: Position[][]): Position[][] {
  const byStart = new Map<string, Position[]>();
  for (const line of lines) byStart.set(key(line[0]), line);
  const used = new Set<Position[]>();
  const chains: Position[][] = [];
  const hasPredecessor = new Set(lines.map((l) => key(l[l.length - 1])));
  // Start from lines nothing leads into, then pick up what is left (rings).
  const starts = [...lines.filter((l) => !hasPredecessor.has(key(l[0]))), ...lines];
  for (const first of starts) {
    if (used.has(first)) continue;
    used.add(first);
    const chain = [...first];
    for (;;) {
      const next = byStart.get(key(chain[chain.length - 1]));
      if (!next || used.has(next)) break;
      used.add(next);
      chain.push(...next.slice(1));
    }
    chains.push(chain);
  }
  return chains;
}

/** Distance along the box's edge, clockwise from its top-left corner, of the edge point nearest to p. */
function perimeterPosition(p: Position, box: Box): { t: number; onEdge: Position } {
  const w = box.maxX - box.minX;
  const h = box.maxY - box.minY;
  const x = Math.min(Math.max(p[0], box.minX), box.maxX);
  const y = Math.min(Math.max(p[1], box.minY), box.maxY);
  const distances = [box.maxY - y, box.maxX - x, y - box.minY, x - box.minX]; // top, right, bottom, left
  const edge = distances.indexOf(Math.min(...distances));
  if (edge === 0) return { t: x - box.minX, onEdge: [x, box.maxY] };
  if (edge === 1) return { t: w + (box.maxY - y), onEdge: [box.maxX, y] };
  if (edge === 2) return { t: w + h + (box.maxX - x), onEdge: [x, box.minY] };
  return { t: 2 * w + h + (y - box.minY), onEdge: [box.minX, y] };
}

/** Walks clockwise along the box's edge from one perimeter position to another, through its corners. */
function walkClockwise(from: number, to: number, box: Box): Position[] {
  const w = box.maxX - box.minX;
  const h = box.maxY - box.minY;
  const corners: [number, Position][] = [
    [w, [box.maxX, box.maxY]],
    [w + h, [box.maxX, box.minY]],
    [2 * w + h, [box.minX, box.minY]],
    [2 * w + 2 * h, [box.minX, box.maxY]],
  ];
  const perimeter = 2 * w + 2 * h;
  const span = (to - from + perimeter) % perimeter;
  return corners
    .map(([t, corner]): [number, Position] => [(t - from + perimeter) % perimeter, corner])
    .filter(([offset]) => offset > 0 && offset < span)
    .sort((a, b) => a[0] - b[0])
    .map(([, corner]) => corner);
}

export function seaPolygons(coastlines: Position[][], box: Box): Polygon[] {
  const chains = chainLines(coastlines);
  const closed = (c: Position[]) => key(c[0]) === key(c[c.length - 1]);
  const open = chains.filter((c) => !closed(c));
  const islands = chains.filter(closed);
  if (!open.length) return [];
  // With several open chains each one is closed on its own, which holds while they do not
  // interleave along the edge (true for a stretch of straight coast such as this extract's).
  const outer = open.map((chain) => {
    const end = perimeterPosition(chain[chain.length - 1], box);
    const start = perimeterPosition(chain[0], box);
    const ring = [...chain, end.onEdge, ...walkClockwise(end.t, start.t, box), start.onEdge, chain[0]];
    return ring.filter((p, i) => i === 0 || key(p) !== key(ring[i - 1]));
  });
  return outer.map((ring, i) => ({ type: 'Polygon', coordinates: i === 0 ? [ring, ...islands] : [ring] }));
}

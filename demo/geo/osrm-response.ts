// Turns a path on the road graph into an OSRM v1 route object: legs, steps with maneuvers and
// intersections, geometries in the requested encoding, optional annotations.
import { bearing, haversine, type LonLat } from './geo-math';
import type { RouteOptions } from './osrm-request';
import { encodePolyline } from './polyline';
import type { Edge, Profile, RoutingGraph, Snap } from './routing-graph';

const WEIGHT_NAMES: Record<Profile, string> = { driving: 'routability', walking: 'duration', cycling: 'cyclability' };

const round1 = (v: number) => Math.round(v * 10) / 10;
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

type Geometry = string | { type: 'LineString'; coordinates: LonLat[] };

function formatGeometry(coordinates: LonLat[], encoding: RouteOptions['geometries']): Geometry {
  if (encoding === 'geojson') return { type: 'LineString', coordinates: coordinates.map(([x, y]) => [round6(x), round6(y)]) };
  return encodePolyline(coordinates, encoding === 'polyline6' ? 6 : 5);
}

/** Douglas-Peucker, for `overview=simplified`; tolerance in metres. */
export function simplify(points: LonLat[], tolerance = 5): LonLat[] {
  if (points.length <= 2) return points;
  const [a, b] = [points[0], points[points.length - 1]];
  let worst = 0;
  let index = 0;
  const k = Math.cos((a[1] * Math.PI) / 180);
  for (let i = 1; i < points.length - 1; i++) {
    const p = points[i];
    const dx = (b[0] - a[0]) * k;
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1e-12;
    const d = (Math.abs(dy * (p[0] - a[0]) * k - dx * (p[1] - a[1])) / len) * 111_320;
    if (d > worst) {
      worst = d;
      index = i;
    }
  }
  if (worst <= tolerance) return [a, b];
  return [...simplify(points.slice(0, index + 1), tolerance).slice(0, -1), ...simplify(points.slice(index), tolerance)];
}

/** OSRM's direction words for the angle between arriving and leaving bearings. */
export function modifierFor(before: number, after: number): string {
  const turn = ((((after - before) % 360) + 540) % 360) - 180; // -180..180, positive to the right
  const a = Math.abs(turn);
  if (a < 20) return 'straight';
  if (a > 170) return 'uturn';
  const side = turn > 0 ? 'right' : 'left';
  if (a < 60) return `slight ${side}`;
  if (a < 140) return side;
  return `sharp ${side}`;
}

export type LegPath = { from: Snap; to: Snap; edges: Edge[] };

/** One leg: from one waypoint to the next, with its steps from depart to arrive. */
function buildLeg(graph: RoutingGraph, { from, to, edges }: LegPath, options: RouteOptions) {
  const data = graph.data;
  const at = (id: number): LonLat => (id === -1 ? from.point : id === -2 ? to.point : data.coordinates[id]);
  const edgeBearing = (e: Edge) => bearing(at(e.from), at(e.to));
  const nameOf = (e: Edge) => data.ways[e.way].name;
  const roundabout = (e: Edge) => data.ways[e.way].roundabout;

  // Group edges into steps: a new step where the name, the mode or roundabout-ness changes.
  const groups: Edge[][] = [];
  for (const e of edges) {
    const current = groups[groups.length - 1];
    const last = current?.[current.length - 1];
    if (last && nameOf(last) === nameOf(e) && last.mode === e.mode && roundabout(last) === roundabout(e)) current.push(e);
    else groups.push([e]);
  }

  const intersection = (node: number, bearingIn: number | undefined, bearingOut: number | undefined, prev?: number) => {
    const location = at(node).map(round6) as LonLat;
    if (node < 0) {
      const b = bearingOut ?? ((bearingIn ?? 0) + 180) % 360;
      return bearingOut === undefined ? { location, bearings: [b], entry: [true], in: 0 } : { location, bearings: [b], entry: [true], out: 0 };
    }
    const links = graph
      .linksAt(node)
      .map((l) => ({ ...l, bearing: bearing(at(node), at(l.to)) }))
      .sort((a, b) => a.bearing - b.bearing);
    const bearings = links.map((l) => l.bearing);
    const entry = links.map((l) => l.allowed);
    const result: { location: LonLat; bearings: number[]; entry: boolean[]; in?: number; out?: number } = { location, bearings, entry };
    if (prev !== undefined && prev >= 0) {
      const i = links.findIndex((l) => l.to === prev);
      if (i >= 0) result.in = i;
    }
    if (bearingOut !== undefined) {
      const i = bearings.reduce((best, b, j) => (Math.abs(b - bearingOut) < Math.abs(bearings[best] - bearingOut) ? j : best), 0);
      if (bearings.length) result.out = i;
    }
    return result;
  };

  const steps = groups.map((group, g) => {
    const first = group[0];
    const previous = g > 0 ? groups[g - 1][groups[g - 1].length - 1] : undefined;
    const bearingAfter = edgeBearing(first);
    const bearingBefore = previous ? edgeBearing(previous) : 0;
    const maneuver: Record<string, unknown> = { bearing_after: bearingAfter, bearing_before: bearingBefore, location: at(first.from).map(round6) };
    if (!previous) {
      maneuver.type = 'depart';
    } else {
      const modifier = modifierFor(bearingBefore, bearingAfter);
      if (roundabout(first)) {
        // The exit is counted among the junctions met on the ring.
        let exit = 0;
        for (const e of group) if (e.to >= 0 && graph.linksAt(e.to).length > 2) exit++;
        maneuver.type = 'roundabout';
        maneuver.exit = Math.max(1, exit);
        maneuver.modifier = modifierFor(bearingBefore, edgeBearing(groups[g + 1]?.[0] ?? group[group.length - 1]));
      } else if (roundabout(previous)) {
        maneuver.type = 'exit roundabout';
        maneuver.modifier = modifier;
      } else if (nameOf(previous) === nameOf(first)) {
        maneuver.type = 'notification';
        maneuver.modifier = modifier;
      } else {
        maneuver.type = modifier === 'straight' ? 'new name' : 'turn';
        maneuver.modifier = modifier;
      }
    }
    const coordinates = [at(first.from), ...group.map((e) => at(e.to))];
    const duration = round1(group.reduce((s, e) => s + e.duration, 0));
    return {
      geometry: formatGeometry(coordinates, options.geometries),
      maneuver,
      mode: first.mode,
      driving_side: 'right',
      name: nameOf(first),
      intersections: [intersection(first.from, previous && edgeBearing(previous), bearingAfter, previous?.from)],
      weight: duration,
      duration,
      distance: round1(group.reduce((s, e) => s + e.distance, 0)),
    };
  });
  const last = edges[edges.length - 1];
  const end = at(last.to);
  steps.push({
    geometry: formatGeometry([end, end], options.geometries),
    maneuver: { bearing_after: 0, bearing_before: edgeBearing(last), location: end.map(round6), type: 'arrive' },
    mode: last.mode,
    driving_side: 'right',
    name: nameOf(last),
    intersections: [intersection(last.to, edgeBearing(last), undefined)],
    weight: 0,
    duration: 0,
    distance: 0,
  });

  const distance = round1(edges.reduce((s, e) => s + e.distance, 0));
  const duration = round1(edges.reduce((s, e) => s + e.duration, 0));

  // The summary names the leg's two longest roads, in the order they are driven.
  const byName = new Map<string, { distance: number; first: number }>();
  groups.forEach((group, i) => {
    const name = nameOf(group[0]);
    if (!name) return;
    const entry = byName.get(name) ?? { distance: 0, first: i };
    entry.distance += group.reduce((s, e) => s + e.distance, 0);
    byName.set(name, entry);
  });
  const summary = [...byName]
    .sort((a, b) => b[1].distance - a[1].distance)
    .slice(0, 2)
    .sort((a, b) => a[1].first - b[1].first)
    .map(([name]) => name)
    .join(', ');

  const leg: Record<string, unknown> = { steps: options.steps ? steps : [], summary, weight: duration, duration, distance };
  if (options.annotations.length) {
    const annotation: Record<string, number[]> = {};
    if (options.annotations.includes('distance')) annotation.distance = edges.map((e) => round1(e.distance));
    if (options.annotations.includes('duration')) annotation.duration = edges.map((e) => round1(e.duration));
    if (options.annotations.includes('weight')) annotation.weight = edges.map((e) => round1(e.duration));
    if (options.annotations.includes('speed')) annotation.speed = edges.map((e) => round1(e.duration ? e.distance / e.duration : 0));
    leg.annotation = annotation;
  }

  const line = [at(edges[0].from), ...edges.map((e) => at(e.to))];
  return { leg, line, distance: edges.reduce((s, e) => s + e.distance, 0), duration: edges.reduce((s, e) => s + e.duration, 0) };
}

/** A route through all waypoints: one leg between each two, and the whole line as its geometry. */
export function buildRoute(graph: RoutingGraph, paths: LegPath[], options: RouteOptions) {
  const legs = paths.map((p) => buildLeg(graph, p, options));
  const duration = round1(legs.reduce((s, l) => s + l.duration, 0));
  const distance = round1(legs.reduce((s, l) => s + l.distance, 0));
  const route: Record<string, unknown> = { legs: legs.map((l) => l.leg), weight_name: WEIGHT_NAMES[graph.profile], weight: duration, duration, distance };
  if (options.overview !== 'false') {
    const line = legs.flatMap((l, i) => (i === 0 ? l.line : l.line.slice(1)));
    route.geometry = formatGeometry(options.overview === 'full' ? line : simplify(line), options.geometries);
  }
  return route;
}

export function waypoint(graph: RoutingGraph, snap: Snap, options: RouteOptions) {
  const result: Record<string, unknown> = {};
  // A hint lets a client ask again for the same snapped point; here it names the segment.
  if (options.generateHints) result.hint = Buffer.from(`${snap.way}:${snap.a}:${snap.b}:${snap.t.toFixed(6)}`).toString('base64url');
  result.distance = Math.round(haversine(snap.input, snap.point) * 1e6) / 1e6;
  result.name = graph.data.ways[snap.way].name;
  result.location = snap.point.map(round6);
  return result;
}

// Shortest paths on the road graph for one travel mode: the graph of directed links the mode may
// use, snapping of coordinates onto its roads, and A* searches (ngraph.path) weighted by time.
import createGraph, { type Graph, type Link } from 'ngraph.graph';
import { aStar } from 'ngraph.path';
import { haversine, projectOnSegment, type LonLat } from './geo-math';
import type { RoadGraphData, Way } from './road-graph-codec';

export type Profile = 'driving' | 'walking' | 'cycling';
type TravelMode = 'driving' | 'walking' | 'cycling' | 'pushing bike';

export type Edge = { way: number; from: number; to: number; distance: number; duration: number; mode: TravelMode };
type NodeId = number | string;

/** Where a coordinate lands on the network: on segment a-b of a way, `t` of the way along. */
export type Snap = { input: LonLat; point: LonLat; distance: number; way: number; a: number; b: number; t: number };

const CELL = 0.002; // degrees; about 160 m by 220 m here
/** Beyond this, a coordinate is off the map the demo knows. */
const MAX_SNAP_METRES = 5_000;

function modeOf(profile: Profile, way: Way, forward: boolean): { speed: number; mode: TravelMode } | undefined {
  const i = forward ? 0 : 1;
  if (profile === 'driving') return way.car[i] ? { speed: way.car[i], mode: 'driving' } : undefined;
  if (profile === 'walking') return way.foot ? { speed: way.foot, mode: 'walking' } : undefined;
  return way.bike[i] ? { speed: way.bike[i], mode: way.bikePush[i] ? 'pushing bike' : 'cycling' } : undefined;
}

export class RoutingGraph {
  readonly graph: Graph<undefined, Edge>;
  private readonly cells = new Map<string, [way: number, i: number][]>();
  private readonly maxSpeed: number;
  private penalised = new Set<Link<Edge>>();

  constructor(
    readonly data: RoadGraphData,
    readonly profile: Profile,
  ) {
    this.graph = createGraph<undefined, Edge>({ multigraph: true });
    let maxSpeed = 1;
    data.ways.forEach((way, w) => {
      for (let i = 1; i < way.nodes.length; i++) {
        const a = way.nodes[i - 1];
        const b = way.nodes[i];
        const distance = haversine(data.coordinates[a], data.coordinates[b]);
        for (const forward of [true, false]) {
          const m = modeOf(profile, way, forward);
          if (!m) continue;
          maxSpeed = Math.max(maxSpeed, m.speed);
          const [from, to] = forward ? [a, b] : [b, a];
          this.graph.addLink(from, to, { way: w, from, to, distance, duration: distance / (m.speed / 3.6), mode: m.mode });
        }
      }
    });
    this.maxSpeed = maxSpeed / 3.6;
    // Only the largest connected part of the network is snapped to, as OSRM prefers big
    // components: a footway cut off from everything else would make every route fail.
    const main = this.largestComponent();
    data.ways.forEach((way, w) => {
      if (!modeOf(profile, way, true) && !modeOf(profile, way, false)) return;
      for (let i = 1; i < way.nodes.length; i++) {
        if (!main.has(way.nodes[i - 1])) continue;
        const [x, y] = data.coordinates[way.nodes[i - 1]];
        const [x2, y2] = data.coordinates[way.nodes[i]];
        for (let cx = Math.floor(Math.min(x, x2) / CELL); cx <= Math.floor(Math.max(x, x2) / CELL); cx++) {
          for (let cy = Math.floor(Math.min(y, y2) / CELL); cy <= Math.floor(Math.max(y, y2) / CELL); cy++) {
            const key = `${cx}:${cy}`;
            const list = this.cells.get(key) ?? [];
            list.push([w, i]);
            this.cells.set(key, list);
          }
        }
      }
    });
  }

  private largestComponent(): Set<number> {
    const seen = new Set<NodeId>();
    let best = new Set<number>();
    this.graph.forEachNode((start) => {
      if (seen.has(start.id)) return;
      const component = new Set<number>();
      const stack: NodeId[] = [start.id];
      seen.add(start.id);
      while (stack.length) {
        const id = stack.pop() as NodeId;
        component.add(id as number);
        this.graph.forEachLinkedNode(
          id,
          (other) => {
            if (!seen.has(other.id)) {
              seen.add(other.id);
              stack.push(other.id);
            }
          },
          false,
        );
      }
      if (component.size > best.size) best = component;
    });
    return best;
  }

  /** The nearest point on a road this mode may use, or undefined when none is near. */
  snap(input: LonLat): Snap | undefined {
    const cx = Math.floor(input[0] / CELL);
    const cy = Math.floor(input[1] / CELL);
    let best: Snap | undefined;
    const maxRing = Math.ceil(MAX_SNAP_METRES / 111_320 / CELL) + 1;
    for (let ring = 0; ring <= maxRing; ring++) {
      for (let x = cx - ring; x <= cx + ring; x++) {
        for (let y = cy - ring; y <= cy + ring; y++) {
          if (Math.max(Math.abs(x - cx), Math.abs(y - cy)) !== ring) continue;
          for (const [w, i] of this.cells.get(`${x}:${y}`) ?? []) {
            const way = this.data.ways[w];
            const a = way.nodes[i - 1];
            const b = way.nodes[i];
            const { point, t } = projectOnSegment(input, this.data.coordinates[a], this.data.coordinates[b]);
            const distance = haversine(input, point);
            if (!best || distance < best.distance) best = { input, point, distance, way: w, a, b, t };
          }
        }
      }
      // A cell ring further out cannot hold anything nearer than one cell's width.
      if (best && best.distance < ring * CELL * 111_320 * Math.cos((input[1] * Math.PI) / 180)) break;
    }
    return best && best.distance <= MAX_SNAP_METRES ? best : undefined;
  }

  /**
   * The quickest path between two snapped points, as edges; undefined when there is none.
   * The snapped points join the graph for the search as two temporary nodes.
   */
  path(from: Snap, to: Snap): Edge[] | undefined {
    const START = 'start';
    const END = 'end';
    const g = this.graph;
    const added: Link<Edge>[] = [];
    const link = (a: NodeId, b: NodeId, edge: Edge) => added.push(g.addLink(a, b, edge));
    // The part of the snapped segment between the point and one of its ends, in the direction
    // travelled, with the mode and speed of the segment's own link.
    const part = (snap: Snap, x: number, y: number, share: number): Edge | undefined => {
      const full = this.linkBetween(x, y, snap.way);
      return full && { ...full.data, distance: full.data.distance * share, duration: full.data.duration * share };
    };
    const leaveA = part(from, from.b, from.a, from.t);
    const leaveB = part(from, from.a, from.b, 1 - from.t);
    if (leaveA) link(START, from.a, { ...leaveA, from: -1, to: from.a });
    if (leaveB) link(START, from.b, { ...leaveB, from: -1, to: from.b });
    const arriveFromA = part(to, to.a, to.b, to.t);
    const arriveFromB = part(to, to.b, to.a, 1 - to.t);
    if (arriveFromA) link(to.a, END, { ...arriveFromA, from: to.a, to: -2 });
    if (arriveFromB) link(to.b, END, { ...arriveFromB, from: to.b, to: -2 });
    // Both points on the same segment: straight along it, if the direction is allowed.
    if (from.way === to.way && from.a === to.a && from.b === to.b) {
      const forward = to.t >= from.t;
      const full = forward ? this.linkBetween(from.a, from.b, from.way) : this.linkBetween(from.b, from.a, from.way);
      if (full) {
        const share = Math.abs(to.t - from.t);
        link(START, END, { ...full.data, from: -1, to: -2, distance: full.data.distance * share, duration: full.data.duration * share });
      }
    }
    try {
      if (!g.hasNode(START) || !g.hasNode(END)) return undefined;
      const end = this.data.coordinates;
      const target = to.point;
      const finder = aStar<undefined, Edge>(g, {
        oriented: true,
        distance: (_a, _b, l) => l.data.duration * (this.penalised.has(l) ? 1.6 : 1),
        heuristic: (n) => {
          const c = typeof n.id === 'number' ? end[n.id] : n.id === START ? from.point : target;
          return haversine(c, target) / this.maxSpeed;
        },
      });
      const nodes = finder
        .find(START, END)
        .map((n) => n.id)
        .reverse();
      if (nodes.length < 2) return undefined;
      const edges: Edge[] = [];
      for (let i = 1; i < nodes.length; i++) {
        let best: Link<Edge> | undefined;
        g.forEachLinkedNode(
          nodes[i - 1],
          (n, l) => {
            if (n.id === nodes[i] && l.fromId === nodes[i - 1] && (!best || l.data.duration < best.data.duration)) best = l;
          },
          true,
        );
        if (!best) return undefined;
        edges.push(best.data);
      }
      return edges;
    } finally {
      for (const l of added) g.removeLink(l);
      g.removeNode(START);
      g.removeNode(END);
    }
  }

  /** Paths found while the links of `avoid` cost more: how alternatives are looked for. */
  pathAvoiding(from: Snap, to: Snap, avoid: Edge[]): Edge[] | undefined {
    const keys = new Set(avoid.map((e) => `${e.from}>${e.to}`));
    this.penalised = new Set();
    this.graph.forEachLink((l) => {
      if (keys.has(`${l.fromId}>${l.toId}`)) this.penalised.add(l);
    });
    try {
      return this.path(from, to);
    } finally {
      this.penalised = new Set();
    }
  }

  private linkBetween(a: number, b: number, way: number): Link<Edge> | undefined {
    let found: Link<Edge> | undefined;
    this.graph.forEachLinkedNode(
      a,
      (n, l) => {
        if (n.id === b && l.fromId === a && l.data.way === way) found = l;
      },
      true,
    );
    return found;
  }

  /** Bearings of the links leaving a node, with whether this mode may take them. */
  linksAt(node: number): { to: number; allowed: boolean }[] {
    const out = new Map<number, boolean>();
    this.graph.forEachLinkedNode(
      node,
      (n, l) => {
        if (typeof n.id !== 'number') return;
        const allowed = l.fromId === node;
        out.set(n.id, (out.get(n.id) ?? false) || allowed);
      },
      false,
    );
    return [...out].map(([to, allowed]) => ({ to, allowed }));
  }
}

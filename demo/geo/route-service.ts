// The OSRM route service over the demo road graph: one routing graph per profile, built on first
// use; the quickest route, and alternatives that differ enough from it.
import fs from 'node:fs';
import { parseRouteRequest } from './osrm-request';
import { buildRoute, waypoint, type LegPath } from './osrm-response';
import { decodeRoadGraph, type EncodedRoadGraph, type RoadGraphData } from './road-graph-codec';
import { RoutingGraph, type Edge, type Profile, type Snap } from './routing-graph';

export type ServiceAnswer = { status: number; body: Record<string, unknown> };

const PROFILES: Profile[] = ['driving', 'walking', 'cycling'];
/** An alternative may share at most this part of its length with a better route... */
const MAX_SHARED = 0.75;
/** ...and take at most this much longer than the best one. */
const MAX_SLOWER = 1.6;

/**
 * Waypoints one request may route through, as osrm-routed's --max-viaroute-size (500 by default,
 * sized for its speed). This graph search holds the server for about 10 ms a waypoint (100 took
 * 0.85 s, 700 took 6.6 s); the site asks for two.
 */
const MAX_WAYPOINTS = 25;

const noRoute = (): ServiceAnswer => ({ status: 400, body: { code: 'NoRoute', message: 'Impossible route between points' } });

export function createRouteService(graphFile: string) {
  let data: RoadGraphData | undefined;
  const graphs = new Map<Profile, RoutingGraph>();
  const graphFor = (profile: Profile) => {
    data ??= decodeRoadGraph(JSON.parse(fs.readFileSync(graphFile, 'utf8')) as EncodedRoadGraph);
    let graph = graphs.get(profile);
    if (!graph) {
      graph = new RoutingGraph(data, profile);
      graphs.set(profile, graph);
    }
    return graph;
  };

  return {
    route(url: string): ServiceAnswer {
      const request = parseRouteRequest(url);
      if ('code' in request) return { status: 400, body: { ...request } };
      if (request.coordinates.length > MAX_WAYPOINTS)
        return {
          status: 400,
          body: { code: 'TooBig', message: `Number of entries ${request.coordinates.length} is higher than current maximum (${MAX_WAYPOINTS})` },
        };
      // One OSRM server routes one kind of vehicle; for a mode it was not built for (public
      // transport, say) there is no route to give, and it says so rather than answering by car.
      if (!PROFILES.includes(request.profile as Profile)) return noRoute();
      const graph = graphFor(request.profile as Profile);
      const points = request.coordinates.map((c) => graph.snap(c)).filter((s): s is Snap => s !== undefined);
      if (points.length !== request.coordinates.length) return noRoute();
      const legs: LegPath[] = [];
      for (let i = 1; i < points.length; i++) {
        const edges = graph.path(points[i - 1], points[i]);
        if (!edges) return noRoute();
        legs.push({ from: points[i - 1], to: points[i], edges });
      }

      const found: LegPath[][] = [legs];
      // Like OSRM, alternatives are looked for between two waypoints only.
      if (points.length === 2) {
        const [from, to] = points;
        const best = legs[0].edges;
        const length = (edges: Edge[]) => edges.reduce((s, e) => s + e.distance, 0);
        const time = (edges: Edge[]) => edges.reduce((s, e) => s + e.duration, 0);
        const taken = () => found.flatMap((route) => route[0].edges);
        for (let tries = 0; found.length <= request.options.alternatives && tries < 3; tries++) {
          const candidate = graph.pathAvoiding(from, to, taken());
          if (!candidate) break;
          const used = new Set(taken().map((e) => `${e.from}>${e.to}`));
          const shared = candidate.filter((e) => used.has(`${e.from}>${e.to}`)).reduce((s, e) => s + e.distance, 0);
          if (shared / length(candidate) <= MAX_SHARED && time(candidate) <= time(best) * MAX_SLOWER) found.push([{ from, to, edges: candidate }]);
          else break;
        }
      }

      const body: Record<string, unknown> = { code: 'Ok', routes: found.map((route) => buildRoute(graph, route, request.options)) };
      if (!request.options.skipWaypoints) body.waypoints = points.map((s) => waypoint(graph, s, request.options));
      return { status: 200, body };
    },
  };
}

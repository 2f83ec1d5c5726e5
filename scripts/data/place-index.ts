// The address and place index behind the geocoder: named streets (one entry per street, its ways
// joined), addresses, and named places and points of interest (hotels, sights, shops...), each
// with the fields a Nominatim search answers and the address parts its display name is made of.
import type { Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import { labelPoint } from './tile-features';
import { isClosedLine, type OsmFeature, type OsmTags } from './osm-features';
import type { PlaceEntry } from '../../demo/geo/place-entry';

const MAIN_KEYS = ['tourism', 'amenity', 'leisure', 'historic', 'shop', 'railway', 'aeroway', 'office', 'natural', 'man_made', 'building'] as const;

/** osmium names areas a<2 x way id> or a<2 x relation id + 1>; nodes n<id>, ways w<id>. */
function osmObject(id: string): { osm_type: PlaceEntry['osm_type']; osm_id: number } {
  const n = Number(id.slice(1));
  if (id[0] === 'n') return { osm_type: 'node', osm_id: n };
  if (id[0] === 'w') return { osm_type: 'way', osm_id: n };
  return n % 2 === 0 ? { osm_type: 'way', osm_id: n / 2 } : { osm_type: 'relation', osm_id: (n - 1) / 2 };
}

function positions(geometry: Geometry): Position[] {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'LineString':
    case 'MultiPoint':
      return geometry.coordinates;
    case 'Polygon':
    case 'MultiLineString':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
    default:
      return [];
  }
}

function bboxOf(points: Position[]): PlaceEntry['bbox'] {
  const lats = points.map((p) => p[1]);
  const lons = points.map((p) => p[0]);
  return [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
}

function insideRing(p: Position, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inside(p: Position, area: Polygon | MultiPolygon): boolean {
  const polygons = area.type === 'Polygon' ? [area.coordinates] : area.coordinates;
  return polygons.some(([outer, ...holes]) => insideRing(p, outer) && !holes.some((h) => insideRing(p, h)));
}

const metres = (a: Position, b: Position) => {
  const x = (b[0] - a[0]) * Math.cos((((a[1] + b[1]) / 2) * Math.PI) / 180);
  return Math.hypot(x, b[1] - a[1]) * 111_320;
};

/** The point halfway along a line, where Nominatim would put a street. */
function midpoint(line: Position[]): Position {
  const total = line.slice(1).reduce((sum, p, i) => sum + metres(line[i], p), 0);
  let walked = 0;
  for (let i = 1; i < line.length; i++) {
    const step = metres(line[i - 1], line[i]);
    if (walked + step >= total / 2 && step > 0) {
      const f = (total / 2 - walked) / step;
      return [line[i - 1][0] + f * (line[i][0] - line[i - 1][0]), line[i - 1][1] + f * (line[i][1] - line[i - 1][1])];
    }
    walked += step;
  }
  return line[0];
}

type Area = { name: string; geometry: Polygon | MultiPolygon; tags: OsmTags };

const round7 = (v: number) => Math.round(v * 1e7) / 1e7;

export function buildPlaceIndex(features: OsmFeature[]): PlaceEntry[] {
  const areas = (level: string): Area[] =>
    features
      .filter((f) => f.properties?.boundary === 'administrative' && f.properties.admin_level === level && f.properties.name)
      .filter((f) => f.geometry.type === 'Polygon' || f.geometry.type === 'MultiPolygon')
      .map((f) => ({ name: f.properties.name, geometry: f.geometry as Polygon | MultiPolygon, tags: f.properties }));
  const cities = areas('8');
  const quarters = areas('10');
  const cityOf = (p: Position) => cities.find((a) => inside(p, a.geometry));
  const quarterOf = (p: Position) => quarters.find((a) => inside(p, a.geometry));

  // A city's postcode: its own tag, else the one its addresses use most.
  const postcodes = new Map<string, Map<string, number>>();
  for (const f of features) {
    const code = f.properties?.['addr:postcode'];
    if (!code) continue;
    const city = cityOf(labelPoint(f.geometry).coordinates);
    if (!city) continue;
    const counts = postcodes.get(city.name) ?? new Map<string, number>();
    counts.set(code, (counts.get(code) ?? 0) + 1);
    postcodes.set(city.name, counts);
  }
  const postcodeOf = (city: Area | undefined) => {
    if (!city) return undefined;
    if (city.tags['addr:postcode']) return city.tags['addr:postcode'];
    const counts = [...(postcodes.get(city.name) ?? new Map<string, number>()).entries()].sort((a, b) => b[1] - a[1]);
    return counts[0]?.[0];
  };

  const displayName = (parts: (string | undefined)[], p: Position, tags: OsmTags = {}) => {
    const city = cityOf(p);
    const quarter = quarterOf(p);
    // The extract holds Monaco, a city-state, and the French communes around it.
    const country = city ? (city.name === 'Monaco' ? 'Monaco' : 'France') : undefined;
    const all = [...parts, quarter?.name, city?.name, tags['addr:postcode'] ?? postcodeOf(city), country];
    return all.filter((s, i): s is string => !!s && s !== all[i - 1]).join(', ');
  };

  const entries: Omit<PlaceEntry, 'place_id'>[] = [];

  // Streets: the ways of one name that lie close together form one street.
  const streets = new Map<string, { ways: OsmFeature[]; points: Position[] }[]>();
  for (const f of features) {
    const tags = f.properties;
    if (f.geometry?.type !== 'LineString' || !tags?.highway || !tags.name || tags.area === 'yes') continue;
    const line = f.geometry.coordinates;
    // A way near several groups of the name joins them into one street.
    const groups = streets.get(tags.name) ?? [];
    const near = groups.filter((g) => g.points.some((p) => line.some((q) => metres(p, q) < 300)));
    const merged = { ways: [f, ...near.flatMap((g) => g.ways)], points: [...line, ...near.flatMap((g) => g.points)] };
    const rest = groups.filter((g) => !near.includes(g));
    rest.push(merged);
    groups.length = 0;
    groups.push(...rest);
    streets.set(tags.name, groups);
  }
  for (const [name, groups] of streets) {
    for (const { ways, points } of groups) {
      const length = (w: OsmFeature) => {
        const c = positions(w.geometry);
        return c.slice(1).reduce((sum, p, i) => sum + metres(c[i], p), 0);
      };
      const main = [...ways].sort((a, b) => length(b) - length(a))[0];
      const point = midpoint(positions(main.geometry));
      const total = ways.reduce((sum, w) => sum + length(w), 0);
      entries.push({
        ...osmObject(main.id),
        class: 'highway',
        type: main.properties.highway,
        point: [round7(point[0]), round7(point[1])],
        bbox: bboxOf(points),
        name,
        alt_names: [main.properties['name:fr'], main.properties['name:en'], main.properties['name:de']].filter((s): s is string => !!s && s !== name),
        display_name: displayName([name], point),
        importance: Math.min(0.3, 0.1 + total / 10_000),
      });
    }
  }

  // Places, points of interest and addresses. A closed way comes as a line and as an area: the area speaks for it.
  for (const f of features) {
    const tags = f.properties;
    if (!tags || !f.geometry || isClosedLine(f.geometry) || (f.geometry.type === 'LineString' && !tags.place)) continue;
    const point = f.geometry.type === 'Point' ? f.geometry.coordinates : labelPoint(f.geometry).coordinates;
    const bbox = bboxOf(positions(f.geometry));
    const alt = [tags['name:fr'], tags['name:en'], tags['name:de'], tags.alt_name, tags.official_name].filter((s): s is string => !!s && s !== tags.name);
    const street = tags['addr:street'] && tags['addr:housenumber'] ? `${tags['addr:housenumber']} ${tags['addr:street']}` : tags['addr:street'];
    const base = { ...osmObject(f.id), point: [round7(point[0]), round7(point[1])] as [number, number], bbox };

    if (tags.place && tags.name && f.geometry.type === 'Point') {
      const rank: Record<string, number> = { city: 0.6, town: 0.5, village: 0.45, suburb: 0.45, quarter: 0.4, neighbourhood: 0.35, locality: 0.3 };
      entries.push({
        ...base,
        class: 'place',
        type: tags.place,
        name: tags.name,
        alt_names: alt,
        display_name: displayName([tags.name], point),
        importance: rank[tags.place] ?? 0.3,
      });
      continue;
    }
    if (tags.name && tags.boundary !== 'administrative' && !tags.highway) {
      const key = MAIN_KEYS.find((k) => tags[k] && tags[k] !== 'no');
      if (key) {
        const importance = 0.2 + (tags.wikipedia || tags.wikidata ? 0.25 : 0) + (key === 'tourism' ? 0.05 : 0);
        entries.push({
          ...base,
          class: key,
          type: tags[key],
          name: tags.name,
          alt_names: street ? [...alt, street] : alt,
          display_name: displayName([tags.name, tags['addr:housenumber'], tags['addr:street']], point, tags),
          importance,
        });
        continue;
      }
    }
    if (tags['addr:housenumber'] && tags['addr:street']) {
      const building = tags.building && tags.building !== 'no';
      entries.push({
        ...base,
        class: building ? 'building' : 'place',
        type: building ? tags.building : 'house',
        name: '',
        alt_names: [`${tags['addr:housenumber']} ${tags['addr:street']}`],
        display_name: displayName([tags['addr:housenumber'], tags['addr:street']], point, tags),
        importance: 0.1,
      });
    }
  }

  return entries.map((e, i) => ({ place_id: i + 1, ...e }));
}

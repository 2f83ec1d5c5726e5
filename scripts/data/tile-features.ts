// OSM features -> the layers and properties of the Protomaps basemap schema, which the style from
// @protomaps/basemaps reads: `kind`, `kind_detail`, `min_zoom`, names, and a few flags.
import type { Feature, Geometry, MultiLineString, Point, Polygon, Position } from 'geojson';
import { isClosedLine, names, type OsmFeature, type OsmTags } from './osm-features';

export const TILE_LAYERS = ['earth', 'water', 'landuse', 'roads', 'buildings', 'pois', 'places', 'boundaries'] as const;
type TileLayer = (typeof TILE_LAYERS)[number];
type TileProperties = Record<string, string | number | boolean>;
type TileFeature = Feature<Geometry, TileProperties>;
export type Layers = Record<TileLayer, TileFeature[]>;

const isArea = (g: Geometry) => g.type === 'Polygon' || g.type === 'MultiPolygon';
const isLine = (g: Geometry) => g.type === 'LineString' || g.type === 'MultiLineString';

const ROAD_KINDS: Record<string, [kind: string, minZoom: number]> = {
  motorway: ['highway', 3],
  trunk: ['major_road', 6],
  primary: ['major_road', 7],
  secondary: ['major_road', 9],
  tertiary: ['major_road', 9],
  residential: ['minor_road', 12],
  unclassified: ['minor_road', 12],
  road: ['minor_road', 12],
  living_street: ['minor_road', 12],
  service: ['minor_road', 13],
  pedestrian: ['path', 12],
  footway: ['path', 14],
  path: ['path', 14],
  steps: ['path', 14],
  cycleway: ['path', 13],
  track: ['path', 13],
  bridleway: ['path', 14],
};

function road(tags: OsmTags): TileProperties | undefined {
  if (tags.highway) {
    const link = tags.highway.endsWith('_link');
    const base = link ? tags.highway.slice(0, -'_link'.length) : tags.highway;
    const known = ROAD_KINDS[base];
    if (!known) return undefined;
    const props: TileProperties = { kind: known[0], kind_detail: base, min_zoom: link ? Math.max(known[1], 11) : known[1], ...names(tags) };
    if (link) props.is_link = true;
    if (tags.bridge && tags.bridge !== 'no') props.is_bridge = true;
    if (tags.tunnel && tags.tunnel !== 'no') props.is_tunnel = true;
    if (tags.oneway === 'yes' || tags.oneway === '1' || tags.junction === 'roundabout') props.oneway = 'yes';
    if (tags.ref) props.ref = tags.ref;
    return props;
  }
  if (tags.railway && ['rail', 'light_rail', 'subway', 'narrow_gauge', 'tram', 'funicular'].includes(tags.railway)) {
    const props: TileProperties = { kind: 'rail', kind_detail: tags.railway, min_zoom: 11, ...names(tags) };
    if (tags.tunnel && tags.tunnel !== 'no') props.is_tunnel = true;
    if (tags.bridge && tags.bridge !== 'no') props.is_bridge = true;
    return props;
  }
  if (tags.man_made === 'pier') return { kind: 'other', kind_detail: 'pier', min_zoom: 13, ...names(tags) };
  if (tags.aeroway === 'runway' || tags.aeroway === 'taxiway') return { kind: 'other', kind_detail: tags.aeroway, min_zoom: 11 };
  return undefined;
}

function landuseKind(tags: OsmTags): string | undefined {
  if (tags.leisure === 'park' || tags.leisure === 'garden') return 'park';
  if (tags.leisure === 'playground') return 'playground';
  if (tags.landuse === 'cemetery' || tags.amenity === 'grave_yard') return 'cemetery';
  if (tags.amenity === 'hospital' || tags.healthcare === 'hospital') return 'hospital';
  if (tags.landuse === 'industrial' || tags.landuse === 'railway') return 'industrial';
  if (tags.amenity === 'school' || tags.amenity === 'university' || tags.amenity === 'college') return tags.amenity;
  if (tags.natural === 'beach') return 'beach';
  if (tags.natural === 'wood' || tags.landuse === 'forest') return 'wood';
  if (tags.natural === 'scrub') return 'scrub';
  if (tags.landuse === 'grass' || tags.landuse === 'meadow' || tags.landuse === 'village_green' || tags.natural === 'grassland') return 'grass';
  if (tags.highway === 'pedestrian' || tags.place === 'square') return 'pedestrian';
  if (tags.man_made === 'pier' || tags.man_made === 'breakwater') return 'pier';
  if (tags.aeroway === 'aerodrome' || tags.aeroway === 'heliport') return 'aerodrome';
  if (tags.tourism === 'zoo') return 'zoo';
  if (tags.landuse === 'military') return 'military';
  return undefined;
}

function waterKind(tags: OsmTags, geometry: Geometry): string | undefined {
  if (isArea(geometry)) {
    if (tags.leisure === 'swimming_pool') return 'swimming_pool';
    if (tags.natural === 'water' || tags.waterway === 'riverbank' || tags.landuse === 'reservoir' || tags.landuse === 'basin') {
      return tags.water === 'lake' ? 'lake' : 'water';
    }
  }
  if (isLine(geometry) && tags.waterway && ['river', 'stream', 'canal', 'drain', 'ditch'].includes(tags.waterway)) {
    return tags.waterway === 'river' || tags.waterway === 'canal' ? 'river' : 'stream';
  }
  return undefined;
}

const POI_KEYS = ['tourism', 'amenity', 'leisure', 'historic', 'shop', 'railway', 'public_transport', 'natural'] as const;
const EARLY_POIS = new Set(['station', 'museum', 'attraction', 'park', 'stadium', 'marina', 'hospital', 'casino', 'theatre', 'townhall']);

function poi(tags: OsmTags): TileProperties | undefined {
  if (!tags.name) return undefined;
  for (const key of POI_KEYS) {
    const value = tags[key];
    if (!value || value === 'yes') continue;
    if (key === 'railway' && value !== 'station' && value !== 'halt') continue;
    if (key === 'natural' && !['peak', 'beach', 'cape', 'bay'].includes(value)) continue;
    if (key === 'public_transport') continue;
    const kind = key === 'railway' ? 'station' : value;
    return { kind, min_zoom: EARLY_POIS.has(kind) ? 13 : key === 'shop' ? 16 : 15, ...names(tags) };
  }
  if (tags.highway === 'bus_stop') return { kind: 'bus_stop', min_zoom: 16, ...names(tags) };
  return undefined;
}

const PLACE_KINDS: Record<string, [kind: string, minZoom: number]> = {
  country: ['country', 3],
  state: ['region', 6],
  city: ['locality', 6],
  town: ['locality', 8],
  village: ['locality', 10],
  suburb: ['neighbourhood', 12],
  quarter: ['neighbourhood', 13],
  neighbourhood: ['neighbourhood', 14],
};

/** The style sizes town labels by this 0-15 rank; a place without a population counts as a village. */
function populationRank(tags: OsmTags): number {
  const population = Number.parseInt(tags.population ?? '', 10);
  if (!Number.isFinite(population) || population <= 0) return 4;
  return Math.max(1, Math.min(15, Math.round(Math.log10(population) * 2 - 1)));
}

/** A point inside-ish a line or area for labels: the middle of its bounding box. */
export function labelPoint(geometry: Geometry): Point {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const visit = (c: unknown): void => {
    if (Array.isArray(c) && typeof c[0] === 'number') {
      const [x, y] = c as Position;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    } else if (Array.isArray(c)) c.forEach(visit);
  };
  if (geometry.type !== 'GeometryCollection') visit(geometry.coordinates);
  return { type: 'Point', coordinates: [(minX + maxX) / 2, (minY + maxY) / 2] };
}

function ringsAsLines(geometry: Geometry): MultiLineString | undefined {
  if (geometry.type === 'Polygon') return { type: 'MultiLineString', coordinates: geometry.coordinates };
  if (geometry.type === 'MultiPolygon') return { type: 'MultiLineString', coordinates: geometry.coordinates.flat() };
  return undefined;
}

export function toTileLayers(features: OsmFeature[], extras: { earth: Polygon; sea: Polygon[] }): Layers {
  const layers = Object.fromEntries(TILE_LAYERS.map((name) => [name, [] as TileFeature[]])) as Layers;
  const add = (layer: TileLayer, geometry: Geometry, properties: TileProperties) => layers[layer].push({ type: 'Feature', geometry, properties });

  add('earth', extras.earth, { kind: 'earth', min_zoom: 0 });
  for (const sea of extras.sea) add('water', sea, { kind: 'ocean', min_zoom: 0 });

  for (const feature of features) {
    const { geometry, properties: tags } = feature;
    if (!geometry || !tags) continue;

    if (isLine(geometry)) {
      const props = road(tags);
      if (props) add('roads', geometry, props);
    }

    const water = waterKind(tags, geometry);
    if (water) add('water', geometry, { kind: water, min_zoom: water === 'stream' ? 14 : 9, ...names(tags) });

    if (isArea(geometry)) {
      const landuse = landuseKind(tags);
      if (landuse) add('landuse', geometry, { kind: landuse, min_zoom: 11, ...names(tags) });
      if (tags.building && tags.building !== 'no') {
        const height = Number.parseFloat(tags.height ?? '') || (Number.parseFloat(tags['building:levels'] ?? '') || 0) * 3;
        add('buildings', geometry, { kind: 'building', min_zoom: 14, ...(height ? { height } : {}) });
      } else if (tags['building:part']) {
        add('buildings', geometry, { kind: 'building_part', min_zoom: 14 });
      }
      if (tags.boundary === 'administrative' && Number(tags.admin_level) <= 6) {
        const lines = ringsAsLines(geometry);
        const level = Number(tags.admin_level);
        if (lines)
          add('boundaries', lines, { kind: level <= 2 ? 'country' : level <= 4 ? 'region' : 'county', kind_detail: level, min_zoom: level <= 2 ? 0 : 8 });
      }
    }

    if (isClosedLine(geometry)) continue;

    if (tags['addr:housenumber']) {
      const point = geometry.type === 'Point' ? geometry : labelPoint(geometry);
      add('buildings', point, { kind: 'address', addr_housenumber: tags['addr:housenumber'], min_zoom: 14 });
    }

    const poiProps = poi(tags);
    if (poiProps) add('pois', geometry.type === 'Point' ? geometry : labelPoint(geometry), poiProps);

    const place = tags.place ? PLACE_KINDS[tags.place] : undefined;
    if (place && tags.name && geometry.type === 'Point') {
      add('places', geometry, { kind: place[0], min_zoom: place[1], population_rank: populationRank(tags), ...names(tags) });
    }
  }
  return layers;
}

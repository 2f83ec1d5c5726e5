// `npm run data:build`: turns the OSM extract in demo/data/source into the files the demo backend
// serves: vector tiles (PMTiles), the road graph and the place index. Needs Debian's osmium-tool;
// the outputs are committed, so nothing else needs it.
import fs from 'node:fs';
import path from 'node:path';
import type { Position } from 'geojson';
import { encodeRoadGraph } from '../../demo/geo/road-graph-codec';
import { DATA_DIR, PLACES_FILE, ROAD_GRAPH_FILE, TILES_FILE } from '../../demo/geo/data-files';
import { seaPolygons, type Box } from './coastline';
import { exportOsm } from './osm-features';
import { buildPlaceIndex } from './place-index';
import { writePmtiles } from './pmtiles-writer';
import { buildRoadGraph } from './road-graph';
import { TILE_LAYERS, toTileLayers } from './tile-features';
import { cutTiles, MAX_ZOOM } from './vector-tiles';

const SOURCE = path.join(DATA_DIR, 'source', 'monaco.osm.pbf');
const ATTRIBUTION = '<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap contributors</a>';

const size = (file: string) => `${(fs.statSync(file).size / 1024).toFixed(0)} KB`;

function main() {
  const features = exportOsm(SOURCE);
  console.log(`${features.length} features read from ${path.relative(process.cwd(), SOURCE)}`);

  const box: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const coastlines: Position[][] = [];
  for (const f of features) {
    if (f.geometry.type === 'Point') {
      const [x, y] = f.geometry.coordinates;
      box.minX = Math.min(box.minX, x);
      box.maxX = Math.max(box.maxX, x);
      box.minY = Math.min(box.minY, y);
      box.maxY = Math.max(box.maxY, y);
    }
    if (f.properties?.natural === 'coastline' && f.geometry.type === 'LineString') coastlines.push(f.geometry.coordinates);
  }
  for (const f of features) {
    if (f.geometry.type !== 'LineString') continue;
    for (const [x, y] of f.geometry.coordinates) {
      box.minX = Math.min(box.minX, x);
      box.maxX = Math.max(box.maxX, x);
      box.minY = Math.min(box.minY, y);
      box.maxY = Math.max(box.maxY, y);
    }
  }
  const earth = {
    type: 'Polygon' as const,
    coordinates: [
      [
        [box.minX, box.minY],
        [box.maxX, box.minY],
        [box.maxX, box.maxY],
        [box.minX, box.maxY],
        [box.minX, box.minY],
      ],
    ],
  };
  const layers = toTileLayers(features, { earth, sea: seaPolygons(coastlines, box) });
  const tiles = cutTiles(layers, box);
  const center: [number, number, number] = [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2, 14];
  const archive = writePmtiles(tiles, {
    bounds: [box.minX, box.minY, box.maxX, box.maxY],
    center,
    zooms: [0, MAX_ZOOM],
    metadata: {
      name: 'Monaco',
      description: 'Basemap of Monaco in the Protomaps schema, made from OpenStreetMap data',
      attribution: ATTRIBUTION,
      type: 'baselayer',
      vector_layers: TILE_LAYERS.map((id) => ({
        id,
        fields: Object.fromEntries(
          [...new Set(layers[id].flatMap((f) => Object.keys(f.properties)))]
            .sort()
            .map((k) => [k, typeof layers[id].find((f) => k in f.properties)?.properties[k] === 'number' ? 'Number' : 'String']),
        ),
        minzoom: 0,
        maxzoom: MAX_ZOOM,
      })),
    },
  });
  fs.writeFileSync(TILES_FILE, archive);
  console.log(`${tiles.length} tiles, z0-${MAX_ZOOM}: ${path.relative(process.cwd(), TILES_FILE)} (${size(TILES_FILE)})`);

  const graph = buildRoadGraph(features);
  fs.writeFileSync(ROAD_GRAPH_FILE, JSON.stringify(encodeRoadGraph(graph)));
  console.log(`${graph.ways.length} ways, ${graph.coordinates.length} nodes: ${path.relative(process.cwd(), ROAD_GRAPH_FILE)} (${size(ROAD_GRAPH_FILE)})`);

  const places = buildPlaceIndex(features);
  fs.writeFileSync(PLACES_FILE, JSON.stringify(places));
  console.log(`${places.length} places: ${path.relative(process.cwd(), PLACES_FILE)} (${size(PLACES_FILE)})`);
}

main();

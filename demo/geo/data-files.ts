// Where the generated map data lives (made by `npm run data:build`, committed).
import path from 'node:path';

export const DATA_DIR = path.join(__dirname, '..', 'data');
export const TILES_FILE = path.join(DATA_DIR, 'monaco.pmtiles');
export const ROAD_GRAPH_FILE = path.join(DATA_DIR, 'road-graph.json');
export const PLACES_FILE = path.join(DATA_DIR, 'places.json');

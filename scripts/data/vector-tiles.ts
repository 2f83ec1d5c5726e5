// Cuts the layers into Mapbox Vector Tiles for every zoom from 0 to 14 over the extract's box.
// Each layer has its own geojson-vt index; a feature enters a tile from its `min_zoom` on.
import { GeoJSONVT, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { Box } from './coastline';
import type { ArchiveTile } from './pmtiles-writer';
import { TILE_LAYERS, type Layers } from './tile-features';

export const MAX_ZOOM = 14;
const EXTENT = 4096;

const lonToX = (lon: number, z: number) => Math.floor(((lon + 180) / 360) * 2 ** z);
const latToY = (lat: number, z: number) => {
  const r = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z);
};

export function cutTiles(layers: Layers, box: Box): ArchiveTile[] {
  const indexes = TILE_LAYERS.map((name) => ({
    name,
    index: new GeoJSONVT({ type: 'FeatureCollection', features: layers[name] }, { maxZoom: MAX_ZOOM, indexMaxZoom: MAX_ZOOM, extent: EXTENT, buffer: 64 }),
  }));
  const tiles: ArchiveTile[] = [];
  for (let z = 0; z <= MAX_ZOOM; z++) {
    for (let x = lonToX(box.minX, z); x <= lonToX(box.maxX, z); x++) {
      for (let y = latToY(box.maxY, z); y <= latToY(box.minY, z); y++) {
        const present: Record<string, GeoJSONVTTile> = {};
        for (const { name, index } of indexes) {
          const tile = index.getTile(z, x, y);
          if (!tile) continue;
          // The filter keeps the element type; only the compiler's view of the array type differs.
          const features = tile.features.filter((f) => Number(f.tags?.min_zoom ?? 0) <= z) as typeof tile.features;
          if (features.length) present[name] = { ...tile, features };
        }
        if (Object.keys(present).length) tiles.push({ z, x, y, data: fromGeojsonVt(present, { version: 2, extent: EXTENT }) });
      }
    }
  }
  return tiles;
}

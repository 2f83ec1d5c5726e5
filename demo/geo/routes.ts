// The map services of the demo backend, as Express routes:
//   GET /tiles/{z}/{x}/{y}.mvt   vector tiles (a plain XYZ source, so MapLibre needs no plug-in)
//   GET /tiles/tiles.json        TileJSON of the same
//   GET /tiles/monaco.pmtiles    the archive itself, with range requests, for the pmtiles protocol
//   GET /map/style.json?lang=    MapLibre style (en, fr, de)
//   GET /fonts/noto-sans/{file}  the web fonts the style names
//   GET /route/v1/...            OSRM route service
//   GET /search?q=               Nominatim search
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { PLACES_FILE, ROAD_GRAPH_FILE, TILES_FILE } from './data-files';
import { FONT_FILES_DIR, FONT_PATH, isServedFont } from './font-faces';
import { ATTRIBUTION, mapStyle, STYLE_LANGUAGES, TILE_PATH, type StyleLanguage } from './map-style';
import { createRouteService } from './route-service';
import { createSearchService } from './search-service';
import { openTileArchive } from './tile-archive';

export type GeoOptions = {
  /** The origin the style and TileJSON point at: this backend as browsers reach it. */
  origin: () => string;
  tilesFile?: string;
  roadGraphFile?: string;
  placesFile?: string;
};

const sendJson = (res: Response, status: number, body: unknown, contentType = 'application/json; charset=utf-8') =>
  res
    .status(status)
    .set('Content-Type', contentType)
    .send(Buffer.from(JSON.stringify(body)));

export function geoRoutes(options: GeoOptions): Router {
  const router = express.Router();
  const tilesFile = options.tilesFile ?? TILES_FILE;
  const archive = openTileArchive(tilesFile);
  const routes = createRouteService(options.roadGraphFile ?? ROAD_GRAPH_FILE);
  const search = createSearchService(options.placesFile ?? PLACES_FILE);

  // OSRM and Nominatim answer any origin; so do the tile and font servers MapLibre fetches from.
  router.use(['/tiles', '/map', '/fonts', '/route', '/search'], (req: Request, res: Response, next: NextFunction) => {
    res.set('Access-Control-Allow-Origin', '*');
    res.set('Access-Control-Allow-Methods', 'GET, OPTIONS');
    res.set('Access-Control-Allow-Headers', 'X-Requested-With, Content-Type, Range, If-Match');
    res.set('Access-Control-Expose-Headers', 'Content-Length, Content-Range, ETag');
    if (req.method === 'OPTIONS') {
      res.status(200).end();
      return;
    }
    next();
  });

  const view = async () => {
    const h = await archive.header();
    return {
      bounds: [h.minLon, h.minLat, h.maxLon, h.maxLat] as [number, number, number, number],
      center: [h.centerLon, h.centerLat] as [number, number],
      header: h,
    };
  };

  const gzipped = new Map<string, Buffer>();
  router.get('/tiles/:z/:x/:file', async (req: Request, res: Response, next: NextFunction) => {
    const m = /^(\d+)\.mvt$/.exec(String(req.params.file));
    const z = Number(req.params.z);
    const x = Number(req.params.x);
    if (!m || !/^\d+$/.test(String(req.params.z)) || !/^\d+$/.test(String(req.params.x))) return next();
    const y = Number(m[1]);
    if (z > 30 || x >= 2 ** z || y >= 2 ** z) {
      sendJson(res, 400, { error: `No tile ${z}/${x}/${y}: x and y must be below 2^z.` });
      return;
    }
    try {
      const tile = await archive.tile(z, x, y);
      res.set('Cache-Control', 'public, max-age=86400');
      // Outside the data there is nothing to draw: 204, which MapLibre takes as an empty tile.
      if (!tile) {
        res.status(204).end();
        return;
      }
      res.set('Content-Type', 'application/vnd.mapbox-vector-tile');
      if (req.acceptsEncodings('gzip')) {
        const key = `${z}/${x}/${y}`;
        let body = gzipped.get(key);
        if (!body) {
          body = gzipSync(tile);
          gzipped.set(key, body);
        }
        res.set('Content-Encoding', 'gzip').set('Vary', 'Accept-Encoding').send(body);
      } else res.send(Buffer.from(tile));
    } catch (error) {
      next(error);
    }
  });

  router.get('/tiles/tiles.json', async (_req: Request, res: Response, next: NextFunction) => {
    try {
      const { bounds, center, header } = await view();
      const metadata = (await archive.metadata()) as { vector_layers?: unknown[]; name?: string; description?: string };
      sendJson(res, 200, {
        tilejson: '3.0.0',
        name: metadata.name,
        description: metadata.description,
        attribution: ATTRIBUTION,
        scheme: 'xyz',
        tiles: [`${options.origin()}${TILE_PATH}`],
        minzoom: header.minZoom,
        maxzoom: header.maxZoom,
        bounds,
        center: [...center, header.centerZoom],
        vector_layers: metadata.vector_layers ?? [],
      });
    } catch (error) {
      next(error);
    }
  });

  router.get(`/tiles/${path.basename(tilesFile)}`, (_req: Request, res: Response) => {
    res.sendFile(tilesFile, { acceptRanges: true, maxAge: '1d', headers: { 'Content-Type': 'application/vnd.pmtiles' } });
  });

  router.get('/map/style.json', async (req: Request, res: Response, next: NextFunction) => {
    const lang = typeof req.query.lang === 'string' ? req.query.lang : 'en';
    if (!STYLE_LANGUAGES.includes(lang as StyleLanguage)) {
      sendJson(res, 400, { error: `Unknown lang "${lang}": use one of ${STYLE_LANGUAGES.join(', ')}.` });
      return;
    }
    try {
      const { bounds, center } = await view();
      res.set('Cache-Control', 'public, max-age=3600');
      sendJson(res, 200, mapStyle(options.origin(), lang as StyleLanguage, { bounds, center }));
    } catch (error) {
      next(error);
    }
  });

  router.get(`${FONT_PATH}/:file`, (req: Request, res: Response, next: NextFunction) => {
    const file = String(req.params.file);
    if (!isServedFont(file)) return next();
    res.sendFile(path.join(FONT_FILES_DIR, file), { maxAge: '30d', headers: { 'Content-Type': 'font/woff2' } });
  });

  router.get(/^\/route(\/.*)?$/, (req: Request, res: Response) => {
    const answer = routes.route(req.originalUrl);
    sendJson(res, answer.status, answer.body, 'application/json; charset=UTF-8');
  });

  router.get('/search', (req: Request, res: Response) => {
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '';
    const answer = search.search(new URLSearchParams(query));
    sendJson(res, answer.status, answer.body);
  });

  return router;
}

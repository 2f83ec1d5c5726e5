// The demo's share-count aggregator: `GET /counts/{network}/{id}` answers `{ network, id, count }`
// from demo/content/share-counts.yaml, so share counts show offline. It answers any origin,
// as a public counter does.
import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import YAML from 'yaml';

export type ShareCounts = Record<string, Record<string, number>>;

const NETWORK = /^[a-z][a-z0-9]{0,31}$/;

export function readShareCounts(contentDir: string): ShareCounts {
  const file = path.join(contentDir, 'share-counts.yaml');
  if (!fs.existsSync(file)) return {};
  const parsed: unknown = YAML.parse(fs.readFileSync(file, 'utf8')) ?? {};
  if (typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${file}: expected a map of share ids to counts per network`);
  for (const [id, networks] of Object.entries(parsed as Record<string, unknown>)) {
    for (const [network, count] of Object.entries((networks ?? {}) as Record<string, unknown>)) {
      if (!NETWORK.test(network) || typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
        throw new Error(`${file}: ${id}.${network} must be a network name with a whole number of shares`);
      }
    }
  }
  return parsed as ShareCounts;
}

const sendJson = (res: Response, status: number, body: unknown) =>
  res
    .status(status)
    .set('Content-Type', 'application/json; charset=utf-8')
    .send(Buffer.from(JSON.stringify(body)));

export function shareCountRoutes(counts: () => ShareCounts): Router {
  const router = express.Router();
  router.use('/counts', (_req: Request, res: Response, next) => {
    res.set('Access-Control-Allow-Origin', '*');
    next();
  });
  router.get('/counts/:network/:id', (req: Request, res: Response) => {
    const network = String(req.params.network);
    const id = String(req.params.id);
    if (!NETWORK.test(network)) {
      sendJson(res, 400, { code: 'invalid_network', message: `"${network}" is not a network name.` });
      return;
    }
    sendJson(res, 200, { network, id, count: counts()[id]?.[network] ?? 0 });
  });
  return router;
}

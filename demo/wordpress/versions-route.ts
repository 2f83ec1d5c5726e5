// The project's plugin's answer at /wp-json/hotel-site/v1/versions: the demo backend stands in for
// the newest stack the site is tested with (wordpress/tested-stacks.json), and says so.
import { Router, type Request, type Response } from 'express';
import { newestStack } from '../../scripts/wordpress-check/tested-stacks';

const VERSIONS_PATH = '/wp-json/hotel-site/v1/versions';

export function versionsRoute(): Router {
  const router = Router();
  router.get(VERSIONS_PATH, (_req: Request, res: Response) => {
    res.set('Content-Type', 'application/json; charset=UTF-8').send(Buffer.from(JSON.stringify(newestStack().versions)));
  });
  return router;
}

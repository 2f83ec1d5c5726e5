// robots.txt names the sitemap by its absolute URL, which depends on SITE_URL, so it is written
// by the build rather than kept in static/.
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { readSettings } from '../../src/config/settings.server';

export const onPostBuild: GatsbyNode['onPostBuild'] = async () => {
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${readSettings().siteUrl}/sitemap-index.xml`, ''].join('\n');
  await fs.promises.writeFile(path.resolve('public/robots.txt'), body);
};

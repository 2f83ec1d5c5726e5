// A built site's `public/` over HTTP, as a CDN serves it (folders answer with their index.html),
// so that a browser can visit a page of a test's own build; and that build, from a real WordPress.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { gatsbyBuild, releaseScratch, scratchProject } from '../../../scripts/project-copy';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
};

async function serveStatic(root: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname);
    let file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root)) file = path.join(root, '404.html');
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    const found = fs.existsSync(file);
    const sent = found ? file : path.join(root, '404.html');
    response.writeHead(found ? 200 : 404, { 'Content-Type': TYPES[path.extname(sent)] ?? 'application/octet-stream' });
    fs.createReadStream(sent).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Builds the site, in a scratch copy of the project, from the WordPress at `graphqlUrl`, serves
 * it, and has `visit` go through it at its address; then stops serving and gives the copy back.
 */
export async function visitSiteBuiltFrom(graphqlUrl: string, visit: (origin: string) => Promise<void>) {
  const project = scratchProject();
  try {
    const build = await gatsbyBuild(project, { WPGRAPHQL_URL: graphqlUrl, FORCE_COLOR: '0', SITE_URL: 'https://www.hotel-lumiere.example' });
    expect(build.output.slice(-3000)).toMatch(/Done building/);
    expect(build.code).toBe(0);
    const site = await serveStatic(path.join(project, 'public'));
    try {
      await visit(site.origin);
    } finally {
      await site.close();
    }
  } finally {
    releaseScratch(project);
  }
}

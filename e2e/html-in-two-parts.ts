import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from './fixtures';
import { recordLayoutShifts } from './layout-shifts';

/**
 * Opens the home page from a server of its own that sends the page's HTML in two parts, a second
 * apart, cut where `cutAt` says: the browser draws what it has meanwhile, as it may when a slow
 * connection stalls. Everything else comes from the site as it is. `check` runs while the server
 * is up; `shifts` reads the layout shifts the browser has reported so far.
 */
export async function withHomeInTwoParts(
  page: Page,
  baseURL: string | undefined,
  cutAt: (html: string) => number,
  check: (shifts: () => Promise<number[]>) => Promise<void>,
): Promise<void> {
  const server = http.createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url ?? '/', baseURL), { headers: { 'accept-encoding': 'identity' } });
    if (request.url !== '/') {
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
      response.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    const html = await answer.text();
    const cut = cutAt(html);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), 1000);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const shifts = await recordLayoutShifts(page);
    await page.goto(`http://localhost:${port}/`, { waitUntil: 'load' });
    await check(async () => (await shifts()).map(({ value }) => value));
  } finally {
    server.close();
  }
}

/** Where to cut a page's HTML: just before the `tag` that holds the first `marker`. */
export function before(html: string, tag: string, marker: string): number {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`the page has no ${marker}`);
  return html.lastIndexOf(tag, at);
}

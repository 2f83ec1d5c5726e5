// `npm run wordpress:record`: records every GraphQL request gatsby-source-wordpress sends during a
// cold build and a warm build (after one edited page and one renamed menu item), through a proxy in front of a demo backend of its own. The contract suite replays them
// to the demo backend and to the real WordPress. Run it again after upgrading the source plugin.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startTestBackend } from '../../__tests__/support/demo-backend';
import { gatsbyBuild, releaseScratch, scratchProject } from '../project-copy';
import { uniqueRequests, type RecordedRequest } from './recorded-requests';

export const RECORDING = path.resolve(__dirname, '../../__tests__/wordpress-real/build-queries.json');

async function main() {
  const demo = await startTestBackend({ copyContent: true });
  const project = scratchProject();
  const recorded: RecordedRequest[] = [];
  let phase: RecordedRequest['phase'] = 'cold';
  const proxy = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (request.method === 'POST' && request.url === '/graphql') {
        const parsed = JSON.parse(body) as { query: string; variables?: Record<string, unknown> };
        // Addresses are stored as `{origin}`, so the suite can send them to either backend.
        const placeholder = (text: string) => text.split(demo.url).join('{origin}').split(proxyUrl).join('{origin}');
        recorded.push({
          phase,
          query: placeholder(parsed.query),
          variables: JSON.parse(placeholder(JSON.stringify(parsed.variables ?? {}))) as Record<string, unknown>,
        });
      }
      const answer = await fetch(`${demo.url}${request.url}`, {
        method: request.method,
        headers: { 'Content-Type': request.headers['content-type'] ?? 'application/json' },
        body: request.method === 'POST' ? body : undefined,
      });
      response.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const env = { WPGRAPHQL_URL: `${proxyUrl}/graphql`, FORCE_COLOR: '0' };
  try {
    const cold = await gatsbyBuild(project, env);
    if (cold.code !== 0) throw new Error(`cold build failed:\n${cold.output.slice(-3000)}`);
    editAsAnEditorWould(demo.contentDir);
    demo.backend.reload();
    phase = 'warm';
    const warm = await gatsbyBuild(project, env);
    if (warm.code !== 0) throw new Error(`warm build failed:\n${warm.output.slice(-3000)}`);
    const unique = uniqueRequests(recorded);
    fs.mkdirSync(path.dirname(RECORDING), { recursive: true });
    fs.writeFileSync(RECORDING, JSON.stringify(unique, null, 1) + '\n');
    console.log(`${recorded.length} requests, ${unique.length} distinct, written to ${path.relative(process.cwd(), RECORDING)}`);
  } finally {
    proxy.close();
    await demo.stop();
    releaseScratch(project);
  }
}

function editAsAnEditorWould(contentDir: string) {
  const page = path.join(contentDir, 'pages/en/spa.html');
  fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace(/<p>/, '<p>Now open until midnight. '));
  const menus = path.join(contentDir, 'menus.yaml');
  fs.writeFileSync(menus, fs.readFileSync(menus, 'utf8').replace('label: News }', 'label: Hotel news }'));
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}

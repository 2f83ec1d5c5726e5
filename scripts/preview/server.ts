// `npm run preview`: the server editors' Preview button opens. Gatsby's development server, in a
// copy of the site of its own (`.preview/site`: its own cache and public/, so nothing it sources,
// drafts included, can reach a production build), reads WordPress and takes WPGatsby's preview
// webhooks; in front of it, the proxy that asks for the preview password (see preview-proxy.ts).
// The two are one unit: the development server is tied to this process (tied-process.ts), so it
// stops however the proxy stops, and the proxy stops when the development server does.
//
// Settings: PREVIEW_SECRET (the password, required, at least 16 characters), PREVIEW_PORT (8000),
// PREVIEW_HOST (0.0.0.0), PREVIEW_DIR (.preview/site), WPGRAPHQL_URL (the demo backend when unset).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ensureDemoBackend, bin } from '../demo-process';
import { copyProjectInto } from '../project-copy';
import { freePort } from '../free-port';
import { CONTENT_SYNC_PREFIX } from './content-sync';
import { DEVELOP_HOST, developArguments, developEnvironment } from './development-server';
import { createPreviewProxy } from './preview-proxy';
import { spawnTied } from './tied-process';

const MIN_SECRET_LENGTH = 16;

async function main(): Promise<void> {
  const secret = process.env.PREVIEW_SECRET ?? '';
  if (secret.length < MIN_SECRET_LENGTH) {
    console.error(`Set PREVIEW_SECRET to the preview password (at least ${MIN_SECRET_LENGTH} characters): editors and WordPress need it to open previews.`);
    process.exit(2);
  }
  const port = Number(process.env.PREVIEW_PORT ?? 8000);
  const host = process.env.PREVIEW_HOST ?? '0.0.0.0';
  const siteDir = copyProjectInto(path.resolve(process.env.PREVIEW_DIR || path.join(__dirname, '../../.preview/site')));
  const backend = await ensureDemoBackend();
  const developPort = await freePort();
  const refreshToken = randomBytes(24).toString('hex');

  const develop = spawnTied(bin('gatsby'), developArguments(developPort), { cwd: siteDir, env: developEnvironment(refreshToken) });
  const proxy = createPreviewProxy({ secret, upstream: { host: DEVELOP_HOST, port: developPort }, refreshToken, siteDir });
  proxy.listen(port, host, () => {
    const shown = host === '0.0.0.0' ? 'localhost' : host;
    console.log(`
Preview server: http://${shown}:${port}/ (password: PREVIEW_SECRET, any user name). Gatsby is starting behind it.
In WordPress, Settings > GatsbyJS: Enable Gatsby Preview, and set
  Preview Webhook:           http://preview:<PREVIEW_SECRET>@<this server's address>/__refresh
  Gatsby Content Sync URL:   http://<this server's address>${CONTENT_SYNC_PREFIX}
`);
  });

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    proxy.close();
    // The watchdog stops the development server's whole process group.
    develop.kill('SIGTERM');
    await backend.stop();
    process.exit(code);
  };
  proxy.once('error', (error: NodeJS.ErrnoException) => {
    console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use: set PREVIEW_PORT to another port.` : `The preview proxy stopped: ${error.message}`);
    void stop(1);
  });
  process.once('SIGINT', () => void stop(130));
  process.once('SIGTERM', () => void stop(143));
  develop.on('exit', (code) => {
    console.error(`The development server stopped (exit ${code ?? 'by signal'}).`);
    void stop(code ?? 1);
  });
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

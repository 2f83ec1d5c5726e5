// `npm run demo:backend`: starts the demo backend and keeps it running until stopped.
import { demoPort } from '../src/config/demo-address.server';
import { readSettings } from '../src/config/settings.server';
import { createDemoBackend } from './backend';

const port = demoPort();
const backend = createDemoBackend({
  contentDir: process.env.DEMO_CONTENT_DIR || undefined,
  dbPath: process.env.DEMO_DB || undefined,
  publicUrl: process.env.DEMO_PUBLIC_URL || undefined,
  extraPages: Number(process.env.DEMO_EXTRA_PAGES ?? 0),
  extraPageTemplate: process.env.DEMO_EXTRA_TEMPLATE || undefined,
  smtpUrl: process.env.SMTP_URL || undefined,
  // The site built beside it, where a comment sent without the site's code comes back to.
  siteUrl: readSettings().siteUrl,
  formBodyLimit: process.env.DEMO_FORM_MAX_BYTES ? Number(process.env.DEMO_FORM_MAX_BYTES) : undefined,
});

backend
  .listen(port, process.env.DEMO_HOST ?? '127.0.0.1')
  .then(({ url, close }) => {
    console.log(`Demo backend (WordPress and map services stand-in) listening on ${url}  GraphQL: ${url}/graphql  map style: ${url}/map/style.json`);
    const stopWatching = backend.watch((actions) => {
      for (const a of actions) console.log(`content ${a.actionType.toLowerCase()}: ${a.kind ?? 'settings'} ${a.nodeId ?? ''} ${a.title}`.trim());
    });
    const stop = () => {
      stopWatching();
      void close().then(() => process.exit(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((error: NodeJS.ErrnoException) => {
    console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use: set DEMO_PORT to another port.` : error.message);
    process.exit(1);
  });

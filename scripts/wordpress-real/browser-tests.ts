// The browser tests on a site built from the real WordPress: starts it with the demo hotel
// imported, builds the site from it (into `public/`, replacing a demo build), then runs the
// whole Playwright suite on that build. The demo backend still serves the map services,
// share counts, embedded posts and the booking engine, which are not WordPress's. The comment
// specs send their comments to demo backends of their own (a fresh database and moderation
// setting per test); what createComment answers is held to the real one by the contract suite.
import { buildFromSource } from '../../plugins/wordpress-reconcile/build-source';
import { demoOrigin } from '../../src/config/demo-address.server';
import { run, bin } from '../demo-process';
import { startRealWordPress } from '../../__tests__/wordpress-real/support/stacks';

async function main(): Promise<number> {
  // The demo backend Playwright starts also stands in for the other site whose post a page embeds.
  const wordpress = await startRealWordPress({ embedsOrigin: demoOrigin() });
  const stop = () => void wordpress.stop().then(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    console.log(`Real WordPress with the demo hotel: ${wordpress.graphqlUrl}`);
    // The booking engine is not WordPress: the demo backend's stand-in answers for it, as it does
    // for the map services and share counts.
    const bookingUrl = `${demoOrigin()}/search-results/`;
    const env = { ...process.env, WPGRAPHQL_URL: wordpress.graphqlUrl, GATSBY_BOOKING_URL: process.env.GATSBY_BOOKING_URL ?? bookingUrl };
    // Built clean: `public/` and `.cache/` hold the demo's site, and a warm build never mixes two.
    const built = await buildFromSource(process.cwd(), wordpress.graphqlUrl, () => run(bin('gatsby'), ['build'], env));
    if (built !== 0) return built;
    return await run(bin('playwright'), ['test', ...process.argv.slice(2)], env);
  } finally {
    await wordpress.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);

// `npm run check:wordpress -- <graphql url>`: asks a WordPress what the build needs and prints
// what to fix. Exits non-zero when a build against it would fail.
import { loadEnvFileIfPresent } from '../src/config/env-file.server';
import { readSettings } from '../src/config/settings.server';
import { buildWouldFail, checkWordPress, formatReport } from './wordpress-check/checks';

async function main() {
  loadEnvFileIfPresent();
  const { siteUrl, wordpressGraphqlUrl } = readSettings();
  const graphqlUrl = process.argv[2] || wordpressGraphqlUrl;
  console.log(`Checking ${graphqlUrl} for the site at ${siteUrl}\n`);
  const results = await checkWordPress({ graphqlUrl, siteOrigin: new URL(siteUrl).origin });
  console.log(formatReport(results));
  const failed = buildWouldFail(results);
  console.log(failed ? '\nA build against this WordPress would fail.' : '\nA build against this WordPress should work.');
  process.exit(failed ? 1 : 0);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(2);
});

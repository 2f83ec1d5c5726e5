// gatsby-source-wordpress only reports "Unable to connect to WPGraphQL" after its retries; asking
// once before anything else gives the operator the URL and the reason straight away.
import type { GatsbyNode } from 'gatsby';
import { readSettings } from '../../src/config/settings.server';

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const { wordpressGraphqlUrl: url, usesDemoBackend } = readSettings();
  const hint = usesDemoBackend
    ? 'The demo backend is not running: use `npm run build` (it starts it) or `npm run demo:backend`.'
    : 'Check WPGRAPHQL_URL and that WordPress with WPGraphQL and WPGatsby is up.';
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ generalSettings { url } }' }),
      signal: AbortSignal.timeout(15000),
    });
    if (!response.ok) reporter.panic(`WordPress GraphQL at ${url} answered HTTP ${response.status}. ${hint}`);
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    reporter.panic(`Cannot reach WordPress GraphQL at ${url} (${cause}). ${hint}`);
  }
};

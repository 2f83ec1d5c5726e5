import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { sanitizeWordPressHtml } from './src/content/sanitize';
import { usesDemoBackend, wordpressGraphqlUrl } from './src/lib/build-config';

// gatsby-source-wordpress only reports "Unable to connect to WPGraphQL" after its retries; asking
// once here gives the operator the URL and the reason straight away.
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const url = wordpressGraphqlUrl();
  const hint = usesDemoBackend()
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

// Page HTML is sanitised once, at build time; pages and the browser only ever see the result.
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    WpPage: {
      safeContent: {
        type: 'String',
        resolve: (source: { content?: string | null }) => sanitizeWordPressHtml(source.content ?? ''),
      },
    },
  });
};

type PagesQuery = { allWpPage: { nodes: { id: string; uri: string }[] } };

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
    {
      allWpPage {
        nodes {
          id
          uri
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic('Could not read the pages from WordPress', result.errors);
    return;
  }
  const template = path.resolve('src/templates/page.tsx');
  for (const page of result.data.allWpPage.nodes) {
    actions.createPage({ path: page.uri, component: template, context: { id: page.id } });
  }
};

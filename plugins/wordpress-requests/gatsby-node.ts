// Every request the build sends WordPress follows one retry policy (retry-policy.ts), and the
// first asks before anything else, so that a wrong address or a WordPress that is down stops the
// build at once with the URL and the reason.
import type { GatsbyNode } from 'gatsby';
import { moduleHelpers } from 'gatsby-source-wordpress/dist/utils/fetch-graphql';
import { readSettings } from '../../src/config/settings.server';
import { askWordPress } from './ask-wordpress';
import { retryPosts } from './source-plugin-requests';
import { WordPressRequestError } from './with-retries';

export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  const getHttp = moduleHelpers.getHttp;
  moduleHelpers.getHttp = (limit) => {
    const client = getHttp(limit);
    retryPosts(client, { onRetry: (note) => reporter.warn(note) });
    return client;
  };
};

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const { wordpressGraphqlUrl: url, usesDemoBackend } = readSettings();
  try {
    await askWordPress(url, { query: '{ generalSettings { url } }' }, { timeoutMs: 15000, onRetry: (note) => reporter.warn(note) });
  } catch (error) {
    if (!(error instanceof WordPressRequestError)) throw error;
    const hint = usesDemoBackend ? ' The demo backend is not running: use `npm run build` (it starts it) or `npm run demo:backend`.' : '';
    reporter.panic(`${error.message}${hint}`);
  }
};

// Where share counts are asked for (see the README): an aggregator at GATSBY_SHARE_COUNT_URL
// (by default the demo backend's), each network's own endpoint, or nowhere.
import { demoBackendUrl } from './demo-backend-url';

export type ShareCountConfig = { mode: 'aggregator' | 'direct' | 'off'; base: string };

/** Read when called: the build reads it again for the pages' security policy. */
export function readShareCountConfig(): ShareCountConfig {
  const mode = (process.env.GATSBY_SHARE_COUNTS || '').trim().toLowerCase();
  return {
    mode: mode === 'direct' || mode === 'off' ? mode : 'aggregator',
    base: process.env.GATSBY_SHARE_COUNT_URL || `${demoBackendUrl}/`,
  };
}

export const shareCountConfig: ShareCountConfig = readShareCountConfig();

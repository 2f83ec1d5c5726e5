// Where share counts are asked for (see the README): an aggregator at GATSBY_SHARE_COUNT_URL
// (by default the demo backend's), each network's own endpoint, or nowhere.
import { demoBackendUrl } from './demo-backend-url';

const mode = (process.env.GATSBY_SHARE_COUNTS || '').trim().toLowerCase();

export const shareCountConfig: { mode: 'aggregator' | 'direct' | 'off'; base: string } = {
  mode: mode === 'direct' || mode === 'off' ? mode : 'aggregator',
  base: process.env.GATSBY_SHARE_COUNT_URL || `${demoBackendUrl}/`,
};

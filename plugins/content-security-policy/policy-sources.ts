// What the policy allows, read from the settings the rest of the build uses (see
// docs/settings.md), so that a changed address changes the policy with it.
import { DEFAULT_IFRAME_HOSTS } from '../../src/content/sanitize';
import { readSettings } from '../../src/config/settings.server';
import { DIRECT_COUNT_ORIGINS } from '../../src/features/share/share-count-sources';
import type { PolicySources } from './policy';

export function policySources(): PolicySources {
  const { siteUrl, wordpressGraphqlUrl, csp, browser } = readSettings();
  const shares = browser.shareCounts;
  return {
    site: siteUrl,
    contentWordpress: wordpressGraphqlUrl,
    wordpressApis: [browser.graphqlUrl, browser.wordpressUrl],
    mapServices: [browser.map.routingUrl, browser.map.geocoderUrl, browser.map.styleUrl],
    shareCounts: shares.mode === 'off' ? [] : shares.mode === 'direct' ? DIRECT_COUNT_ORIGINS : [shares.base],
    booking: browser.booking.url,
    frameHosts: DEFAULT_IFRAME_HOSTS,
    extraConnect: csp.extraConnect,
    reportUrl: csp.reportUrl,
  };
}

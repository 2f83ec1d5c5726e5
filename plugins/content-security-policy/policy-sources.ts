// What the policy allows, read from the settings the rest of the build uses (see the README's
// configuration table), so that a changed address changes the policy with it.
import { DEFAULT_IFRAME_HOSTS } from '../../src/content/sanitize';
import { DIRECT_COUNT_ORIGINS } from '../../src/features/share/share-count-sources';
import { browserGraphqlUrl, browserWordpressUrl, defaultBookingUrl, siteUrl, wordpressGraphqlUrl } from '../../src/lib/build-config';
import { mapServices } from '../../src/lib/map-services';
import { readShareCountConfig } from '../../src/lib/share-count-config';
import type { PolicySources } from './policy';

const list = (text: string | undefined) => (text ?? '').split(/[\s,]+/).filter(Boolean);

export function policySources(): PolicySources {
  const map = mapServices();
  const shares = readShareCountConfig();
  return {
    site: siteUrl(),
    contentWordpress: wordpressGraphqlUrl(),
    wordpressApis: [browserGraphqlUrl(), browserWordpressUrl()],
    mapServices: [map.routingUrl, map.geocoderUrl, map.styleUrl],
    shareCounts: shares.mode === 'off' ? [] : shares.mode === 'direct' ? DIRECT_COUNT_ORIGINS : [shares.base],
    booking: process.env.GATSBY_BOOKING_URL || defaultBookingUrl(),
    frameHosts: DEFAULT_IFRAME_HOSTS,
    extraConnect: list(process.env.CSP_CONNECT_SRC),
    reportUrl: process.env.CSP_REPORT_URL || undefined,
  };
}

// A build that reads a real WordPress publishes a real site: it must not keep the demo's loopback
// addresses for what visitors' browsers ask (the map, routes, address search, share counts) or
// for the site's own address (canonicals, the sitemap), which a missing setting silently gives.
// Such a build is recognised by WordPress's address: set, and not on this machine. The demo
// backend, and the tests that build against a WordPress on a loopback address, are not affected.
import type { Settings } from './settings.server';

type Environment = Record<string, string | undefined>;

const hostOf = (url: string): string | null => {
  try {
    // A map style address may hold `{lang}`, which is not a host's character but never in the host.
    return new URL(url.replace(/\{[a-z]+\}/gi, 'x')).hostname.toLowerCase();
  } catch {
    return null;
  }
};

/** localhost, 127.0.0.0/8, ::1 and the unspecified addresses: this machine, not the visitor's server. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(bare) || bare === '::1' || bare === '0.0.0.0' || bare === '::';
}

// Names reserved for documentation and tests (RFC 2606, RFC 6761): copied from an example, never a real site.
const PLACEHOLDER = /(?:^|\.)(?:example|test|invalid)$|^(?:www\.)?example\.(?:com|net|org)$/;

const given = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

/** True when the build reads a WordPress that is not on this machine (docs/operators.md, "Build and hosting"). */
export function isProductionBuild(environment: Environment): boolean {
  const wordpress = given(environment.WPGRAPHQL_URL);
  const host = wordpress ? hostOf(wordpress) : null;
  return host !== null && !isLoopbackHost(host);
}

type Checked = { variable: string; value: string; meaning: string };

/**
 * What is wrong with a production build's settings, one sentence per setting, each naming its
 * variable; empty when nothing is (and always for a build that is not a production one).
 */
export function productionProblems(environment: Environment, settings: Settings): string[] {
  if (!isProductionBuild(environment)) return [];
  const { map, shareCounts } = settings.browser;
  const checked: Checked[] = [
    { variable: 'SITE_URL', value: settings.siteUrl, meaning: "the site's public address" },
    { variable: 'GATSBY_MAP_STYLE_URL', value: map.styleUrl, meaning: 'the map style and its tiles' },
    { variable: 'GATSBY_ROUTING_URL', value: map.routingUrl, meaning: 'the router of the directions page' },
    { variable: 'GATSBY_GEOCODER_URL', value: map.geocoderUrl, meaning: 'the address search of the directions page' },
  ];
  if (shareCounts.mode === 'aggregator') checked.push({ variable: 'GATSBY_SHARE_COUNT_URL', value: shareCounts.base, meaning: 'the share-count aggregator' });
  const demoBackends = [environment.GATSBY_DEMO_BACKEND_URL, environment.DEMO_PUBLIC_URL]
    .map((url) => (url ? hostOf(url) : null))
    .filter((h): h is string => h !== null);
  return checked.flatMap(({ variable, value, meaning }) => {
    if (!given(environment[variable])) return [`${variable} is not set: ${meaning} would be the demo's ${value}`];
    const host = hostOf(value);
    if (host === null) return [`${variable} is not an address (${value})`];
    if (isLoopbackHost(host)) return [`${variable} is a loopback address (${value}): visitors cannot reach ${meaning} there`];
    if (demoBackends.includes(host)) return [`${variable} is the demo backend's address (${value}), not ${meaning} of the real site`];
    if (PLACEHOLDER.test(host)) return [`${variable} is an example address (${value}), not ${meaning} of the real site`];
    return [];
  });
}

import { originOf, policyDirectives, serializePolicy, type PolicySources } from '../../../plugins/content-security-policy/policy';
import { policySources } from '../../../plugins/content-security-policy/policy-sources';

const sources: PolicySources = {
  site: 'https://www.hotel-lumiere.example',
  contentWordpress: 'https://wp.hotel-lumiere.example/graphql',
  wordpressApis: ['https://wp.hotel-lumiere.example/graphql', 'https://wp.hotel-lumiere.example'],
  mapServices: ['https://router.example/', 'https://nominatim.example', 'https://tiles.example/style.json?lang={lang}'],
  shareCounts: ['https://counts.example/'],
  booking: 'https://book.example/{lang}/search?in={checkin}',
  frameHosts: ['www.youtube-nocookie.com'],
  extraConnect: ['https://fonts.tiles.example'],
};

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.split(' ')[0] === name)
    ?.split(' ')
    .slice(1);

describe('policyDirectives', () => {
  const header = serializePolicy(policyDirectives(sources, ['abc=', 'def=', 'abc=']), 'header');

  it('runs only the site’s scripts: its inline ones by hash, and what they load', () => {
    expect(directive(header, 'script-src')).toEqual(["'self'", "'strict-dynamic'", "'report-sample'", "'sha256-abc='", "'sha256-def='"]);
    expect(header).not.toMatch(/script-src[^;]*unsafe/);
    expect(directive(header, 'object-src')).toEqual(["'none'"]);
    expect(directive(header, 'base-uri')).toEqual(["'none'"]);
  });

  it('lets the browser reach WordPress, the map services, the share counts and the operator’s extra origins, and nothing else', () => {
    expect(directive(header, 'connect-src')).toEqual([
      "'self'",
      'https://wp.hotel-lumiere.example',
      'https://router.example',
      'https://nominatim.example',
      'https://tiles.example',
      'https://counts.example',
      'https://fonts.tiles.example',
    ]);
  });

  it('allows frames from the sanitiser’s hosts and WordPress’s own post embeds, forms to WordPress and the booking engine', () => {
    expect(directive(header, 'frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://wp.hotel-lumiere.example:*']);
    expect(directive(header, 'form-action')).toEqual(["'self'", 'https://wp.hotel-lumiere.example', 'https://book.example']);
    expect(directive(header, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(header, 'worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('upgrades insecure requests on an https site only, and reports where told to', () => {
    expect(directive(header, 'upgrade-insecure-requests')).toEqual([]);
    const local = serializePolicy(policyDirectives({ ...sources, site: 'http://localhost:9000' }, []), 'header');
    expect(directive(local, 'upgrade-insecure-requests')).toBeUndefined();
    expect(directive(header, 'report-to')).toBeUndefined();
    const reported = serializePolicy(policyDirectives({ ...sources, reportUrl: 'https://reports.example/csp' }, []), 'header');
    expect(directive(reported, 'report-uri')).toEqual(['https://reports.example/csp']);
    expect(directive(reported, 'report-to')).toEqual(['csp']);
  });

  it('leaves out of a <meta> what a <meta> cannot carry', () => {
    const reported = policyDirectives({ ...sources, reportUrl: 'https://reports.example/csp' }, ['abc=']);
    const meta = serializePolicy(reported, 'meta');
    for (const name of ['frame-ancestors', 'report-uri', 'report-to']) expect(directive(meta, name)).toBeUndefined();
    expect(directive(meta, 'script-src')).toContain("'sha256-abc='");
  });

  it('skips addresses that are not URLs (a booking template with a variable host)', () => {
    expect(originOf('https://{lang}.book.example/')).toBeNull();
    expect(originOf('')).toBeNull();
    const policy = serializePolicy(policyDirectives({ ...sources, booking: 'https://{lang}.book.example/' }, []), 'header');
    expect(directive(policy, 'form-action')).toEqual(["'self'", 'https://wp.hotel-lumiere.example']);
  });
});

describe('policySources (the build’s settings)', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  const built = () => serializePolicy(policyDirectives(policySources(), []), 'header');

  it('follows WPGRAPHQL_URL, GATSBY_ROUTING_URL and GATSBY_BOOKING_URL', () => {
    delete process.env.GATSBY_WPGRAPHQL_URL;
    delete process.env.GATSBY_WORDPRESS_URL;
    process.env.WPGRAPHQL_URL = 'https://cms.one.example/graphql';
    process.env.GATSBY_ROUTING_URL = 'https://route.one.example/osrm';
    process.env.GATSBY_BOOKING_URL = 'https://book.one.example/search';
    const one = built();
    expect(directive(one, 'connect-src')).toEqual(expect.arrayContaining(['https://cms.one.example', 'https://route.one.example']));
    expect(directive(one, 'form-action')).toContain('https://book.one.example');
    expect(directive(one, 'frame-src')).toContain('https://cms.one.example:*');

    process.env.WPGRAPHQL_URL = 'https://cms.two.example/graphql';
    process.env.GATSBY_ROUTING_URL = 'https://route.two.example';
    process.env.GATSBY_BOOKING_URL = 'https://book.two.example/';
    const two = built();
    expect(directive(two, 'connect-src')).toEqual(expect.arrayContaining(['https://cms.two.example', 'https://route.two.example']));
    expect(directive(two, 'connect-src')).not.toContain('https://cms.one.example');
    expect(directive(two, 'connect-src')).not.toContain('https://route.one.example');
    expect(directive(two, 'form-action')).toEqual(["'self'", 'https://cms.two.example', 'https://book.two.example']);
  });

  it('asks the networks’ own count endpoints only when told to, and none when counts are off', () => {
    process.env.GATSBY_SHARE_COUNTS = 'direct';
    expect(directive(built(), 'connect-src')).toContain('https://graph.facebook.com');
    process.env.GATSBY_SHARE_COUNTS = 'off';
    process.env.GATSBY_SHARE_COUNT_URL = 'https://counts.example/';
    expect(directive(built(), 'connect-src')).not.toContain('https://counts.example');
    expect(directive(built(), 'connect-src')).not.toContain('https://graph.facebook.com');
  });

  it('adds the operator’s CSP_CONNECT_SRC origins and CSP_REPORT_URL', () => {
    process.env.CSP_CONNECT_SRC = 'https://a.tiles.example, https://b.tiles.example/fonts/';
    process.env.CSP_REPORT_URL = 'https://reports.example/csp';
    expect(directive(built(), 'connect-src')).toEqual(expect.arrayContaining(['https://a.tiles.example', 'https://b.tiles.example']));
    expect(directive(built(), 'report-uri')).toEqual(['https://reports.example/csp']);
  });
});

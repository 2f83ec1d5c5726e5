import { readSettings, SettingsError } from '../../src/config/settings.server';

test('with no settings, everything points at the demo backend', () => {
  const settings = readSettings({});
  expect(settings.usesDemoBackend).toBe(true);
  expect(settings.wordpressGraphqlUrl).toBe('http://127.0.0.1:8790/graphql');
  expect(settings.siteUrl).toBe('http://localhost:9000');
  expect(settings.browser).toMatchObject({
    graphqlUrl: 'http://127.0.0.1:8790/graphql',
    wordpressUrl: 'http://127.0.0.1:8790',
    booking: { engine: 'motopress', url: 'http://127.0.0.1:8790/search-results/', minGuests: 1, maxGuests: 6, maxNights: 30 },
    map: { routingUrl: 'http://127.0.0.1:8790', geocoderUrl: 'http://127.0.0.1:8790', styleUrl: 'http://127.0.0.1:8790/map/style.json?lang={lang}' },
    shareCounts: { mode: 'aggregator', base: 'http://127.0.0.1:8790/' },
  });
});

test('DEMO_PORT moves every demo default; a real WordPress moves what browsers talk to with it', () => {
  expect(readSettings({ DEMO_PORT: '8990' }).browser.map.routingUrl).toBe('http://127.0.0.1:8990');
  const real = readSettings({ WPGRAPHQL_URL: 'https://cms.example/graphql', SITE_URL: 'https://hotel.example/' });
  expect(real.usesDemoBackend).toBe(false);
  expect(real.siteUrl).toBe('https://hotel.example');
  expect(real.browser.graphqlUrl).toBe('https://cms.example/graphql');
  expect(real.browser.wordpressUrl).toBe('https://cms.example');
  expect(real.browser.booking.url).toBe('https://cms.example/search-results/');
  // Browsers may reach WordPress by another name than the build does.
  expect(readSettings({ WPGRAPHQL_URL: 'http://wordpress:8080/graphql', GATSBY_WORDPRESS_URL: 'https://cms.example/' }).browser.wordpressUrl).toBe(
    'https://cms.example',
  );
});

test('empty variables count as unset', () => {
  expect(readSettings({ WPGRAPHQL_URL: '', GATSBY_SHARE_COUNTS: ' ' }).usesDemoBackend).toBe(true);
});

test('a wrong setting stops the build, naming each variable', () => {
  const wrong = () => readSettings({ WPGRAPHQL_URL: 'cms.example/graphql', GATSBY_BOOKING_MAX_GUESTS: 'six', GATSBY_SHARE_COUNTS: 'sometimes' });
  expect(wrong).toThrow(SettingsError);
  expect(wrong).toThrow(/WPGRAPHQL_URL must be an absolute URL/);
  expect(wrong).toThrow(/GATSBY_BOOKING_MAX_GUESTS/);
  expect(wrong).toThrow(/GATSBY_SHARE_COUNTS/);
  expect(() => readSettings({ SITE_URL: 'ftp://hotel.example/' })).toThrow(/SITE_URL must start with http/);
  expect(() => readSettings({ GATSBY_BOOKING_ENGINE: 'expedia' })).toThrow(/GATSBY_BOOKING_ENGINE/);
});

test('engines other than MotoPress need their address', () => {
  expect(() => readSettings({ GATSBY_BOOKING_ENGINE: 'Mews' })).toThrow(/GATSBY_BOOKING_ENGINE is mews: set GATSBY_BOOKING_URL/);
  const template = readSettings({ GATSBY_BOOKING_ENGINE: 'template', GATSBY_BOOKING_URL: 'https://book.example/?from={checkin}&to={checkout}' });
  expect(template.browser.booking).toMatchObject({ engine: 'template', url: 'https://book.example/?from={checkin}&to={checkout}' });
});

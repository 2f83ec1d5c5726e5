import { headersFile, IMMUTABLE, isContentHashedFile, REVALIDATE } from '../../../plugins/content-security-policy/headers-file';

const rulesOf = (file: string) =>
  file
    .split('\n\n')
    .map((block) => block.split('\n').filter((line) => line !== '' && !line.startsWith('#')))
    .filter((lines) => lines.length > 0)
    .map(([path, ...headers]) => ({ path, headers: headers.map((line) => line.trim()) }));

test('one rule carries the security headers and the site-wide policy, for every page', () => {
  const rules = rulesOf(headersFile({ policy: "default-src 'self'; frame-ancestors 'self'", hashedFiles: [] }));
  const siteWide = rules.find((rule) => rule.path === '/*');
  expect(siteWide?.headers).toEqual([
    'X-Content-Type-Options: nosniff',
    'Referrer-Policy: strict-origin-when-cross-origin',
    'Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options: SAMEORIGIN',
    "Content-Security-Policy: default-src 'self'; frame-ancestors 'self'",
  ]);
  // No other rule sets a header the site-wide one sets: both hosts would join the two values.
  const names = (headers: string[]) => headers.map((h) => h.split(':')[0]);
  for (const rule of rules.filter((r) => r.path !== '/*')) for (const name of names(rule.headers)) expect(names(siteWide!.headers)).not.toContain(name);
});

test('content-hashed files are cached a year; page data and the sitemap are revalidated', () => {
  const file = headersFile({ policy: 'x', hashedFiles: ['framework-0123456789abcdef0123.js', 'app-8a9fbbbfc9cfd719f2a7.js'] });
  const rules = rulesOf(file);
  const cacheOf = (path: string) => rules.find((rule) => rule.path === path)?.headers;
  expect(cacheOf('/static/*')).toEqual([`Cache-Control: ${IMMUTABLE}`]);
  expect(cacheOf('/app-8a9fbbbfc9cfd719f2a7.js')).toEqual([`Cache-Control: ${IMMUTABLE}`]);
  expect(cacheOf('/framework-0123456789abcdef0123.js')).toEqual([`Cache-Control: ${IMMUTABLE}`]);
  expect(cacheOf('/page-data/*')).toEqual([`Cache-Control: ${REVALIDATE}`]);
  expect(cacheOf('/sitemap*')).toEqual([`Cache-Control: ${REVALIDATE}`]);
  expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  expect(REVALIDATE).toBe('public, max-age=0, must-revalidate');
});

test('reporting, when set, is declared with the policy', () => {
  expect(headersFile({ policy: 'x', reportUrl: 'https://reports.example/csp', hashedFiles: [] })).toContain(
    '/*\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n',
  );
  expect(headersFile({ policy: 'x', reportUrl: 'https://reports.example/csp', hashedFiles: [] })).toContain(
    '  Content-Security-Policy: x\n  Reporting-Endpoints: csp="https://reports.example/csp"\n',
  );
});

test('the number of rules does not grow with the pages', () => {
  const file = headersFile({ policy: 'x'.repeat(900), hashedFiles: Array.from({ length: 30 }, (_, i) => `${i}-0123456789abcdef0123.js`) });
  expect(rulesOf(file).length).toBe(34);
  for (const line of file.split('\n')) expect(line.length).toBeLessThan(2000);
});

test('content-hashed file names', () => {
  for (const name of [
    'app-8a9fbbbfc9cfd719f2a7.js',
    'component---src-templates-page-tsx-e18f7756acd19f6535d3.js',
    '256-bc42552916660f152c24.js',
    'styles-0123456789abcdef0123.css',
  ])
    expect(isContentHashedFile(name)).toBe(true);
  for (const name of ['app-8a9fbbbfc9cfd719f2a7.js.map', 'robots.txt', 'maplibre-gl.js', '404.html', 'chunk-map.json', 'app-8a9f.js'])
    expect(isContentHashedFile(name)).toBe(false);
});

import { netlifyConfig, notFoundCopy } from '../../plugins/not-found-pages/not-found-rules';

test("each language's page is copied where Cloudflare Pages looks for it", () => {
  expect(notFoundCopy('/fr/')).toEqual({ from: 'fr/404/index.html', to: 'fr/404.html' });
  expect(notFoundCopy('/pt-br/')).toEqual({ from: 'pt-br/404/index.html', to: 'pt-br/404.html' });
});

test('netlify.toml holds a 404 rule for each language but the default one, from the languages given', () => {
  const config = netlifyConfig(['/de/', '/', '/fr/']);
  expect(config).toContain('[[redirects]]\n  from = "/de/*"\n  to = "/de/404.html"\n  status = 404\n');
  expect(config).toContain('[[redirects]]\n  from = "/fr/*"\n  to = "/fr/404.html"\n  status = 404\n');
  expect(config.indexOf('/de/*')).toBeLessThan(config.indexOf('/fr/*'));
  expect(config.match(/\[\[redirects\]\]/g)).toHaveLength(2);
  expect(netlifyConfig(['/', '/it/'])).toContain('from = "/it/*"');
  expect(netlifyConfig(['/'])).not.toContain('[[redirects]]');
});

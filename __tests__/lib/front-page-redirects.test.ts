import { redirectPageHtml, withFrontPageRedirects } from '../../src/lib/front-page-redirects';

const notFoundRules = '/fr/*  /fr/404/  404\n/de/*  /de/404/  404\n';

test("WordPress's front page addresses answer a 301 to the language root, before the catch-all rules", () => {
  const file = withFrontPageRedirects(notFoundRules, { '/fr/accueil/': '/fr/', '/de/startseite/': '/de/' });
  const lines = file.split('\n');
  expect(lines).toContain('/fr/accueil/ /fr/ 301');
  expect(lines).toContain('/de/startseite/ /de/ 301');
  expect(lines.indexOf('/fr/accueil/ /fr/ 301')).toBeLessThan(lines.findIndex((l) => l.startsWith('/fr/*')));
  expect(file.endsWith(notFoundRules)).toBe(true);
});

test('with no front page to move, the file is unchanged', () => {
  expect(withFrontPageRedirects(notFoundRules, {})).toBe(notFoundRules);
});

test('the page at the old address refreshes to the root, is not indexed and names the root as canonical', () => {
  const html = redirectPageHtml({ to: '/fr/', siteUrl: 'https://hotel.example/', lang: 'fr-FR', title: 'Hôtel <Lumière> & "Spa"' });
  expect(html).toContain('<html lang="fr-FR">');
  expect(html).toContain('<meta http-equiv="refresh" content="0; url=/fr/">');
  expect(html).toContain('<link rel="canonical" href="https://hotel.example/fr/">');
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain('<a href="/fr/">Hôtel &lt;Lumière&gt; &amp; &quot;Spa&quot;</a>');
});

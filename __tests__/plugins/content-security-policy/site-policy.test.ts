import { sitePolicy } from '../../../plugins/content-security-policy/site-policy';

test('pages with the same inline scripts share one set of hashes', () => {
  expect(
    sitePolicy([
      { path: '/', hashes: ['b', 'a'] },
      { path: '/rooms/', hashes: ['a', 'b'] },
      // A page without scripts (a redirect page) takes the same policy.
      { path: '/fr/accueil/', hashes: [] },
    ]),
  ).toEqual({ hashes: ['a', 'b'], scriptSets: 1 });
});

test('a page with a script of its own is allowed, and counted as another set', () => {
  expect(
    sitePolicy([
      { path: '/', hashes: ['a', 'b'] },
      { path: '/rooms/', hashes: ['a', 'c'] },
    ]),
  ).toEqual({ hashes: ['a', 'b', 'c'], scriptSets: 2 });
});

import { expect, expectHydrated, test } from './fixtures';

// Proof that the smoke set (playwright.host.config.ts) runs on the host's runtime, with what only
// the host adds: the policy as a header as well as in the page, and each language's 404 page for
// an address that does not exist. `gatsby serve` adds neither, so the full suite skips these.
const onHost = () => test.info().config.metadata.hostRuntime === true;

test('the page comes with the policy of its <meta> as a header, and still runs under both', { tag: '@host' }, async ({ page }) => {
  test.skip(!onHost(), 'only the host adds headers');
  const response = await page.goto('/rooms/');
  const meta = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
  expect(meta).toMatch(/script-src 'self' 'strict-dynamic'/);
  expect(response?.headers()['content-security-policy']).toBe(`${meta}; frame-ancestors 'self'`);
  await expectHydrated(page);
});

test('an address that does not exist gets the "page not found" page of its language, as a 404', { tag: '@host' }, async ({ page }) => {
  test.skip(!onHost(), 'only the host finds the nearest 404 page');
  const response = await page.goto('/fr/nulle-part/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expectHydrated(page);
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr/');
});

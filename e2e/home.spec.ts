import { expect, test } from './fixtures';

// Words that stand in each language's home page in demo/content: seeing them proves the page
// came from WordPress content, in the right language.
const homes = [
  { path: '/', lang: 'en-US', title: 'Hôtel Lumière Monte-Carlo', words: 'Since 1898' },
  { path: '/fr/', lang: 'fr-FR', title: 'Hôtel Lumière Monte-Carlo', words: 'Depuis 1898' },
  { path: '/de/', lang: 'de-DE', title: 'Hôtel Lumière Monte-Carlo', words: 'Seit 1898' },
];

for (const home of homes) {
  test(`the ${home.lang} home page shows its WordPress content`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(home.path);
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
    await expect(page.locator('h1')).toHaveText(home.title);
    await expect(page.locator('.entry-content p').first()).toBeVisible();
    await expect(page.locator('.entry-content')).toContainText(home.words);
    await expect(page.locator('.entry-content img').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

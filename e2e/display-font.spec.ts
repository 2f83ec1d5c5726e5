import { expect, test, type Page } from './fixtures';
import { recordLayoutShifts } from './layout-shifts';

// The headings' typeface (Cormorant Garamond) comes from the second page of a visit on
// (plugins/display-font/, decision 020). The first page keeps the fallback serif and fetches the
// font only once it is idle, so that the font does not share a phone's first round trips with the
// page's main picture. It is narrower than every fallback: swapped in once a page was drawn, it
// wrapped the French room page's title on fewer lines and moved the text under it.
const DISPLAY_FONT = /\/static\/cormorant-garamond-[\w-]+\.woff2$/;
const PHONE = { width: 412, height: 823 };
const ROOM = '/fr/chambres/chambre-deluxe-vue-mer/';

/** Sums the page's layout shifts that no input caused, as Lighthouse does, from each page's start. */
async function countShifts(page: Page) {
  const shifts = await recordLayoutShifts(page);
  return async () => (await shifts()).filter(({ hadRecentInput }) => !hadRecentInput).reduce((sum, { value }) => sum + value, 0);
}

/** The fonts the browser drew the page's title with (Chromium's own record of the glyphs). */
async function titleFonts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  await cdp.send('CSS.enable');
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  // The face's own name, "Cormorant Garamond Light SemiBold" for weight 600.
  return fonts.map((font) => (font.familyName.startsWith('Cormorant Garamond') ? 'Cormorant Garamond' : font.familyName));
}

/** Opens the French room page as a first visit, and waits until its idle moment has put the font in the cache. */
async function firstVisit(page: Page, open: (path: string, options: { viewport: typeof PHONE }) => Promise<void>) {
  const fontCame = page.waitForEvent('requestfinished', (request) => DISPLAY_FONT.test(request.url()));
  await open(ROOM, { viewport: PHONE });
  await fontCame;
  await expect(page.locator('html')).toHaveAttribute('data-display-font-ready', '');
}

test('a first visit draws the headings in the fallback, and fetches the display font only after the page has loaded', async ({ page, open }) => {
  const shifted = await countShifts(page);
  await firstVisit(page, open);

  const [fontStart, loadEnd] = await page.evaluate((source) => {
    const font = performance.getEntriesByType('resource').find((entry) => new RegExp(source).test(entry.name));
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return [font?.startTime ?? -1, navigation.loadEventEnd];
  }, DISPLAY_FONT.source);
  expect(loadEnd).toBeGreaterThan(0);
  expect(fontStart).toBeGreaterThanOrEqual(loadEnd);
  // Two frames: time for the page to be drawn again with the font, if it were to take it now.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await titleFonts(page)).not.toContain('Cormorant Garamond');
  expect(await shifted()).toBe(0);
});

test('the page a link on the first page leads to has the display font', async ({ page, open }) => {
  await firstVisit(page, open);
  await page.getByRole('link', { name: 'envoyez-nous une demande' }).click();
  await expect(page).toHaveURL(/\/fr\/nous-contacter\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous contacter');
  expect(await titleFonts(page)).toContain('Cormorant Garamond');
});

test('a page loaded from another page of the site is drawn with the display font from the start, and nothing moves', async ({ page, open }) => {
  const shifted = await countShifts(page);
  await firstVisit(page, open);
  await Promise.all([
    page.waitForURL('**/fr/nous-contacter/', { waitUntil: 'load' }),
    page.evaluate(() => setTimeout(() => location.assign('/fr/nous-contacter/'))),
  ]);
  expect(await page.evaluate(() => document.referrer)).toMatch(/\/fr\/chambres\/chambre-deluxe-vue-mer\/$/);
  expect(await titleFonts(page)).toContain('Cormorant Garamond');
  expect(await shifted()).toBe(0);
});

test('a page loaded from the site before the font has come keeps the fallback, and nothing moves when it comes', async ({ page, open }) => {
  const shifted = await countShifts(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(DISPLAY_FONT, async (route) => {
    await held;
    await route.continue();
  });

  await open('/fr/', { viewport: PHONE });
  await Promise.all([page.waitForURL(`**${ROOM}`, { waitUntil: 'domcontentloaded' }), page.evaluate((path) => setTimeout(() => location.assign(path)), ROOM)]);
  // Chromium holds the first drawing for a preloaded font, for a while: the page is drawn once it gives up.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  const before = await title.boundingBox();
  const fontCame = page.waitForEvent('requestfinished', (request) => DISPLAY_FONT.test(request.url()));
  release();
  await fontCame;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await title.boundingBox()).toEqual(before);
  expect(await shifted()).toBe(0);
  expect(await titleFonts(page)).not.toContain('Cormorant Garamond');
});

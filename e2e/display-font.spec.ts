import { expect, test, type Page } from './fixtures';

// The headings' typeface (Cormorant Garamond) is narrower than the fallback fonts. Swapped in once
// the page was drawn, it wrapped the French room page's title on fewer lines and moved the text
// under it (Lighthouse counted 0.021 of layout shift there on every run).
const DISPLAY_FONT = /\/static\/cormorant-garamond-[\w-]+\.woff2$/;
const PHONE = { width: 412, height: 823 };

/** Sums the page's layout shifts that no input caused, as Lighthouse does, from the page's start. */
async function countShifts(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { shifted: number };
    counted.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) counted.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifted: number }).shifted);
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

test('a display font that comes late does not move the page', async ({ page, open }) => {
  const shifted = await countShifts(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(DISPLAY_FONT, async (route) => {
    await held;
    await route.continue();
  });

  await open('/fr/chambres/chambre-deluxe-vue-mer/', { viewport: PHONE, waitUntil: 'domcontentloaded' });
  const title = page.getByRole('heading', { level: 1 });
  const before = await title.boundingBox();
  const fontCame = page.waitForEvent('requestfinished', (request) => DISPLAY_FONT.test(request.url()));
  release();
  await fontCame;
  // Two frames: time for the page to be drawn again with the font, if it were to take it now.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await title.boundingBox()).toEqual(before);
  expect(await shifted()).toBe(0);
  expect(await titleFonts(page)).not.toContain('Cormorant Garamond');
});

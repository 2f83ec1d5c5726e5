import { expect, test, type Page, type Route } from './fixtures';

// React's scripts start once the hero photo has been painted, so that on a slow phone running
// them cannot hold the photo back; a key press or touch, or 3 s, starts them sooner.

const APP_SCRIPT = /\/(webpack-runtime|framework|app)-[^/]+\.js$/;

/** Holds back every image until `release` is called, and records the application scripts asked for. */
async function holdImages(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\.(webp|jpe?g|png|avif)$/, (route) => (holding ? held.push(route) : route.continue()));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (APP_SCRIPT.test(new URL(request.url()).pathname)) scripts.push(request.url());
  });
  return {
    scripts,
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]');

test('the scripts wait for the hero photo, then the page comes alive', async ({ page }) => {
  const images = await holdImages(page);
  await page.clock.install();
  await page.goto('/new-rooftop-terrace/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's time moves only when the test says so: 2 s of it, inside the 3 s limit, and
  // nothing may have been asked for while the photo is on its way.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
  await page.clock.runFor(1900);
  expect(images.scripts).toEqual([]);
  await page.clock.resume();
  await images.release();
  await expect(hydrated(page)).toHaveCount(1);
  expect(images.scripts.map((url) => new URL(url).pathname.split('-')[0])).toEqual(['/webpack', '/framework', '/app']);
});

test('a key press starts the scripts at once, without waiting for the photo', async ({ page }) => {
  const images = await holdImages(page);
  await page.goto('/fr/nouvelle-terrasse-sur-le-toit/', { waitUntil: 'domcontentloaded' });
  await page.keyboard.press('Tab');
  // Asked for straight away, well before the 3 s limit would have started them.
  await expect.poll(() => images.scripts.length, { timeout: 1500 }).toBe(3);
  await expect(hydrated(page)).toHaveCount(1);
  await images.release();
});

test('a photo that never arrives holds the scripts back 3 s at most', async ({ page }) => {
  const images = await holdImages(page);
  await page.goto('/de/neue-dachterrasse/', { waitUntil: 'domcontentloaded' });
  await expect(hydrated(page)).toHaveCount(1, { timeout: 15_000 });
  expect(images.scripts).toHaveLength(3);
  await images.release();
});

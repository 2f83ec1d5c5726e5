import { expect, test, type Locator, type Page, type Route } from './fixtures';

// The page's scripts start after the hero photo (decision 006); a visitor who presses a
// disclosure's button before then still opens it, and React, once it has taken the page over,
// keeps what the visitor opened.

const isPhone = () => test.info().project.name === 'phone';

/** Holds back every script the page asks for until `release` is called. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\.m?js(\?|$)/, (route) => (holding ? held.push(route) : route.continue()));
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]');

/** Pressed while no script has run: the panel shows, the button says so and keeps focus. */
async function pressEarly(page: Page, toggle: Locator, panel: Locator) {
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await toggle.click();
  await expect(panel).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toBeFocused();
  // Nothing but the page's inline loader has run.
  await expect(hydrated(page)).toHaveCount(0);
}

/** Once React has taken the button over, the panel is still open, and a press closes it. */
async function afterHydration(page: Page, toggle: Locator, panel: Locator) {
  await expect(hydrated(page)).toHaveCount(1);
  await expect(toggle).not.toHaveAttribute('data-early-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await expect(panel).toBeVisible();
}

test('the share toggle opens before any script has run, and stays open once the page is running', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/new-rooftop-terrace/', { waitUntil: 'domcontentloaded' });
  const toggle = page.getByRole('button', { name: 'Share this article' });
  const facebook = page.getByRole('link', { name: /Share on Facebook/ });
  await pressEarly(page, toggle, facebook);
  await expect(facebook).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http.*%2Fnew-rooftop-terrace%2F$/);
  await scripts.release();
  await afterHydration(page, toggle, facebook);
});

test("the share toggle works while the page is running but the share block's own code is still on its way", async ({ page }) => {
  // React has taken the page over, but the share block's code loads on first use (the pointer
  // over it) and React drops clicks on it meanwhile: the loader still handles them.
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route(/\.js(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (holding && body.includes('__shareCount')) held.push(() => route.fulfill({ response, body }));
    else await route.fulfill({ response, body });
  });
  await page.goto('/new-rooftop-terrace/');
  await expect(hydrated(page)).toHaveCount(1);
  const toggle = page.getByRole('button', { name: 'Share this article' });
  const facebook = page.getByRole('link', { name: /Share on Facebook/ });
  await expect(toggle).toHaveAttribute('data-early-toggle', 'true');
  // The block's code is asked for as the pointer reaches the toggle, and held back.
  await toggle.click();
  await expect.poll(() => held.length).toBe(1);
  await expect(facebook).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  holding = false;
  await Promise.all(held.map((release) => release()));
  await afterHydration(page, toggle, facebook);
});

test('a popover opens before any script has run, and closes with Escape once the page is running', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const trigger = page.getByRole('button', { name: 'Belle Époque' });
  const note = page.getByRole('status').filter({ hasText: 'The years from about 1871 to 1914' });
  await pressEarly(page, trigger, note);
  await scripts.release();
  await afterHydration(page, trigger, note);
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(note).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('a desktop submenu opens from its toggle before any script has run, and stays open once the page is running', async ({ page }) => {
  test.skip(isPhone(), 'the desktop menu');
  const scripts = await holdScripts(page);
  await page.clock.install();
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const nav = page.getByRole('navigation', { name: 'Main menu' }).first();
  const toggle = nav.getByRole('button', { name: 'Rooms & Suites: submenu' });
  const deluxe = nav.getByRole('link', { name: 'Deluxe Sea View Room' });
  await pressEarly(page, toggle, deluxe);
  await scripts.release();
  await expect(hydrated(page)).toHaveCount(1);
  // Opened by a click, it stays open when the pointer leaves, well past the hover delay (the
  // page's time moves only when the test says so).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.mouse.move(5, 700);
  await page.clock.runFor(400);
  await expect(deluxe).toBeVisible();
  await page.clock.resume();
  await afterHydration(page, toggle, deluxe);
});

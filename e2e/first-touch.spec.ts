import { expect, isPhone, test, type Locator, type Page, type Route } from './fixtures';

// The very first use of each feature whose code comes later (on first use, decisions 017, 018 and
// 001), in a fresh page, as visitors make it: a phone's tap (a pointer down and a click within
// about 100 ms, no hover), a mouse click with no pointer over the page before, a key pressed the
// moment the control has focus. Each gets the same answer as if the code had been there from the
// start, within 3 s. The phone's tap is tried on a throttled network too, where the code comes
// hundreds of milliseconds after the touch. Nothing here points at, hovers or focuses a feature
// to make its code come first. Each use is made before the page's scripts have run, and again
// once the page is hydrated but before the feature's code has come (the scripts are held back
// until the use is made, as a slow network would).

type Mode = 'tap' | 'click' | 'keys';

type Case = {
  feature: string;
  path: string;
  /** The control the visitor uses. */
  control: (page: Page) => Locator;
  /** The key a keyboard user presses on it (Enter on a button clicks it). */
  key?: string;
  /** What the visitor sees once it has answered. */
  answered: (page: Page) => Promise<void>;
};

const ANSWER_MS = 3_000;

const calendar = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

const CASES: Case[] = [
  {
    feature: 'the stay search’s check-in field, home page',
    path: '/',
    control: (page) => page.getByRole('form', { name: 'Search a stay' }).getByLabel('Check-in'),
    answered: (page) => expect(calendar(page, 'Choose your check-in date')).toBeVisible({ timeout: ANSWER_MS }),
  },
  {
    feature: 'the stay search’s check-in field, a German room page',
    path: '/de/zimmer/deluxe-zimmer-meerblick/',
    control: (page) => page.getByRole('form', { name: 'Aufenthalt suchen' }).getByLabel('Anreise'),
    answered: (page) => expect(calendar(page, 'Wählen Sie Ihr Anreisedatum')).toBeVisible({ timeout: ANSWER_MS }),
  },
  {
    feature: 'the stay search’s check-out field, a room page',
    path: '/rooms/deluxe-sea-view-room/',
    control: (page) => page.getByRole('form', { name: 'Search a stay' }).getByLabel('Check-out'),
    answered: (page) => expect(calendar(page, 'Choose your check-out date')).toBeVisible({ timeout: ANSWER_MS }),
  },
  {
    feature: 'the stay search’s “one guest more”, home page',
    path: '/',
    control: (page) => page.getByRole('button', { name: 'One guest more' }),
    answered: (page) =>
      expect(page.getByRole('form', { name: 'Search a stay' }).getByLabel('Guests', { exact: true })).toHaveValue('3', { timeout: ANSWER_MS }),
  },
  {
    feature: 'the stay search’s “one guest more”, German home page',
    path: '/de/',
    control: (page) => page.getByRole('button', { name: 'Ein Gast mehr' }),
    answered: (page) =>
      expect(page.getByRole('form', { name: 'Aufenthalt suchen' }).getByLabel('Gäste', { exact: true })).toHaveValue('3', { timeout: ANSWER_MS }),
  },
  {
    feature: 'the contact form’s date field, in French',
    path: '/fr/nous-contacter/',
    control: (page) => page.getByLabel('Date d’arrivée (facultatif)'),
    answered: (page) => expect(calendar(page, /Date d’arrivée/)).toBeVisible({ timeout: ANSWER_MS }),
  },
  {
    feature: 'the contact form’s date field, in German',
    path: '/de/kontakt/',
    control: (page) => page.getByLabel('Anreisedatum (optional)'),
    answered: (page) => expect(calendar(page, /Anreisedatum/)).toBeVisible({ timeout: ANSWER_MS }),
  },
  {
    feature: 'the booking request’s arrival date, rooms page',
    path: '/rooms/',
    control: (page) => page.getByLabel('Arrival', { exact: true }),
    answered: (page) => expect(calendar(page, /Arrival/)).toBeVisible({ timeout: ANSWER_MS }),
  },
  {
    feature: 'the directions’ swap button',
    path: '/location/',
    control: (page) => page.getByRole('button', { name: 'Swap start and destination' }),
    answered: (page) => expect(page.getByRole('textbox', { name: 'Start', exact: true })).toHaveValue(/^Hôtel Lumière/, { timeout: ANSWER_MS }),
  },
  {
    feature: 'the directions’ swap button, in German',
    path: '/de/anfahrt/',
    control: (page) => page.getByRole('button', { name: 'Start und Ziel tauschen' }),
    answered: (page) => expect(page.getByRole('textbox', { name: 'Start', exact: true })).toHaveValue(/^Hôtel Lumière/, { timeout: ANSWER_MS }),
  },
  {
    feature: 'a comment’s reply link',
    path: '/new-rooftop-terrace/',
    control: (page) => page.getByRole('link', { name: 'Reply to James Whitaker' }),
    answered: async (page) => {
      await expect(page.locator('#reply-title')).toHaveText('Reply to James Whitaker', { timeout: ANSWER_MS });
      expect(new URL(page.url()).hash).toBe('');
    },
  },
  {
    feature: 'the share toggle',
    path: '/new-rooftop-terrace/',
    control: (page) => page.getByRole('button', { name: 'Share this article' }),
    answered: (page) => expect(page.getByRole('link', { name: /Share on Facebook/ })).toBeVisible({ timeout: ANSWER_MS }),
  },
  {
    feature: 'a gallery’s picture',
    path: '/gallery/',
    control: (page) => page.getByRole('link', { name: 'A wooden terrace above the sea at sunset' }),
    answered: async (page) => {
      await expect(page.getByRole('dialog').getByText('Picture 1 of 9')).toBeVisible({ timeout: ANSWER_MS });
      expect(new URL(page.url()).pathname).toBe('/gallery/');
    },
  },
  {
    feature: 'the main slider’s next arrow',
    path: '/',
    control: (page) => page.getByRole('region', { name: 'The hotel in pictures' }).getByRole('button', { name: 'Next slide' }),
    answered: (page) =>
      expect(page.getByRole('region', { name: 'The hotel in pictures' }).getByRole('group', { name: '2 of 3' })).not.toHaveAttribute('inert', /.*/, {
        timeout: ANSWER_MS,
      }),
  },
];

/** A phone network: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (Chromium's own emulation). */
async function throttle(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** The visitor's first use of `control`, the page's very first input. */
async function use(page: Page, control: Locator, mode: Mode, key: string) {
  if (mode === 'tap') return control.tap();
  if (mode === 'keys') {
    await control.focus();
    return page.keyboard.press(key);
  }
  // A click at the control's middle, the pointer coming straight there.
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Holds back every script the page asks for from now on until the returned function is called:
 * the use is made while the code is on its way, as on a phone's network, whatever this machine's
 * speed.
 */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\.m?js(\?|$)/, (route) => (holding ? held.push(route) : route.continue()));
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
  };
}

type Timing = 'before the page’s scripts' | 'after hydration, before the feature’s code' | 'on a phone’s network';

const RUNS: { mode: Mode; timing: Timing; phone: boolean }[] = [
  { mode: 'tap', timing: 'before the page’s scripts', phone: true },
  { mode: 'tap', timing: 'after hydration, before the feature’s code', phone: true },
  { mode: 'tap', timing: 'on a phone’s network', phone: true },
  { mode: 'click', timing: 'before the page’s scripts', phone: false },
  { mode: 'click', timing: 'after hydration, before the feature’s code', phone: false },
  { mode: 'keys', timing: 'before the page’s scripts', phone: false },
  { mode: 'keys', timing: 'after hydration, before the feature’s code', phone: false },
];

for (const { feature, path, control, key = 'Enter', answered } of CASES) {
  for (const { mode, timing, phone } of RUNS) {
    test(`${feature}: the first ${mode}, ${timing}, is answered`, async ({ page }) => {
      test.skip(isPhone() !== phone, phone ? 'a phone’s touch' : 'a mouse and a keyboard');
      let release = async () => {};
      if (timing === 'on a phone’s network') await throttle(page);
      if (timing === 'before the page’s scripts') release = await holdScripts(page);
      await page.goto(path, { waitUntil: timing === 'after hydration, before the feature’s code' ? 'load' : 'domcontentloaded' });
      if (timing === 'after hydration, before the feature’s code') {
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        release = await holdScripts(page);
      }
      const target = control(page);
      await target.scrollIntoViewIfNeeded();
      await use(page, target, mode, key);
      await release();
      await answered(page);
    });
  }
}

// A press that lasts while the code comes: the pointer goes down on the control before the
// feature's code is there and comes up once the code has taken the control over. Where the code
// puts its own field in place of the browser's date field, the browser sends no click for that
// press; the release is answered instead (useReleaseAsClick, src/lib/held-uses.ts).
for (const { feature, path, control, answered } of CASES) {
  test(`${feature}: a press begun before the feature’s code and released once it has come is answered`, async ({ page }) => {
    test.skip(isPhone(), 'a mouse held down; a finger held as long would be a long press');
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const release = await holdScripts(page);
    const target = control(page);
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error('the control is not on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await release();
    // The code has come and taken the control over (it no longer holds its uses).
    await page.waitForLoadState('networkidle');
    await expect(target).not.toHaveAttribute('data-hold');
    await page.mouse.up();
    await answered(page);
  });
}

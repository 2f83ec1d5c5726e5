import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { expect, expectHydrated, isPhone, test, type Locator, type Open, type Page, type Route } from './fixtures';
import { before, withHomeInTwoParts } from './html-in-two-parts';
import { recordLayoutShifts } from './layout-shifts';
import { dragWithMouse, mainSlider, swipeWithFinger } from './slider-gestures';

// The slider's code, Embla, in a chunk of its own.
const SLIDER_ENGINE = /\/slider-engine-[0-9a-f]+\.js$/;

test.describe('main slider', () => {
  test('#slide3 starts on the third slide and #slide99 on the last', async ({ page, open }) => {
    await open('/#slide3');
    const slider = mainSlider(page);
    await expect(slider).toHaveAttribute('data-ready', 'true');
    await expect(slider.getByText('Slide 3 of 3')).toBeAttached();
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.getByText('Port Hercule, below our windows')).not.toBeInViewport();
    await expect(slider.getByText('The bay at dusk')).toBeInViewport();

    await open('/#slide2');
    await expect(mainSlider(page).getByText('Slide 2 of 3')).toBeAttached();
    await open('/#slide99');
    await expect(mainSlider(page).getByText('Slide 3 of 3')).toBeAttached();
    await expect(mainSlider(page).getByText('03 / 03')).toBeVisible();
  });

  // Embla places the slides from whole-pixel measures; a slider 92% of a phone's width is not a
  // whole number of pixels, so a slide came to rest up to a pixel off, and a line of the next
  // slide's picture showed at its edge.
  test('each slide comes to rest whole in the window, with nothing of another slide beside it', async ({ page, open }) => {
    await open('/fr/');
    const slider = page.locator('.main-slider');
    await slider.scrollIntoViewIfNeeded();
    const next = slider.getByRole('button', { name: 'Diapositive suivante' });
    for (const counter of ['02 / 03', '03 / 03', '01 / 03']) {
      await next.click();
      await expect(slider.getByText(counter)).toBeVisible();
      const shown = async () =>
        slider.evaluate((element) => {
          // The window onto the slides: the slides' parent's parent.
          const window = element.querySelector('[role="group"][aria-roledescription]')!.parentElement!.parentElement!.getBoundingClientRect();
          return [...element.querySelectorAll('[aria-roledescription] img')].map((img) => {
            const box = img.getBoundingClientRect();
            return Math.max(0, Math.min(box.right, window.right) - Math.max(box.left, window.left)) / window.width;
          });
        });
      // At rest: how much of the window each slide's picture fills, the shown one all of it.
      await expect
        .poll(async () => (await shown()).map((part) => Math.round(part * 1000) / 1000))
        .toEqual(['01 / 03', '02 / 03', '03 / 03'].map((slide) => (slide === counter ? 1 : 0)));
    }
  });

  test('a swipe turns the slide only past 50 px, however quick', async ({ page, open }) => {
    test.skip(isPhone(), 'the same drag with a mouse; one run is enough');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open('/');
    const slider = mainSlider(page);
    await slider.scrollIntoViewIfNeeded();
    // The pointer coming over the slider loads its code (Embla), which drags the slides.
    await slider.hover();
    await expect(slider).toHaveAttribute('data-ready', 'true');
    // With reduced motion nothing rotates, so only the drags move it.
    await dragWithMouse(page, slider, { dx: -40 });
    await expect(slider.getByText('01 / 03')).toBeVisible();
    await expect(slider.getByText('Port Hercule, below our windows')).not.toBeInViewport();
    await dragWithMouse(page, slider, { dx: -120 });
    await expect(slider.getByText('02 / 03')).toBeVisible();
    await expect(slider.getByText('Port Hercule, below our windows')).toBeInViewport();
  });

  test('the slider loads its code on first use; a swipe made before it has come still turns the slide', async ({ page, open }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const engineRequests: string[] = [];
    page.on('request', (request) => {
      if (SLIDER_ENGINE.test(request.url())) engineRequests.push(request.url());
    });
    await open('/', { waitUntil: 'networkidle' });
    const slider = mainSlider(page);
    // A visitor who only looks at the first slide downloads none of it.
    expect(engineRequests).toEqual([]);
    await expect(slider).not.toHaveAttribute('data-ready');

    // The code is held on its way; the visitor swipes meanwhile.
    const held: Route[] = [];
    await page.route(SLIDER_ENGINE, (route) => void held.push(route));
    await slider.scrollIntoViewIfNeeded();
    // A finger on a phone, the mouse on a computer.
    if (isPhone()) await swipeWithFinger(page, slider, { dx: -120 });
    else await dragWithMouse(page, slider, { dx: -120 });
    await expect.poll(() => held.length).toBe(1);
    await expect(slider.getByText('01 / 03')).toBeVisible();

    await Promise.all(held.map((route) => route.continue()));
    await expect(slider).toHaveAttribute('data-ready', 'true');
    await expect(slider.getByText('02 / 03')).toBeVisible();
    await expect(slider.getByText('Port Hercule, below our windows')).toBeInViewport();
  });

  /** Serves the home page with the pictures of slide `n` under an address of their own (`?slide-n`):
   * the same photo further down the page may be fetched for itself. */
  async function markSlidePictures(page: Page, n: number) {
    await page.route('/', async (route) => {
      const html = await (await route.fetch()).text();
      const slides = html.split('aria-roledescription="slide"');
      // The slide's own picture only: the last slide's part of the page runs on to its end.
      const end = slides[n].indexOf('</picture>');
      slides[n] = slides[n].slice(0, end).replace(/(\.(?:webp|jpg))(?=[\s"])/g, `$1?slide-${n}`) + slides[n].slice(end);
      await route.fulfill({ body: slides.join('aria-roledescription="slide"'), contentType: 'text/html' });
    });
    const requested: string[] = [];
    page.on('request', (request) => void requested.push(request.url()));
    return () => requested.filter((url) => url.includes(`?slide-${n}`));
  }

  test("until the slider is used, the later slides' pictures are not fetched: the page's main picture comes first", async ({ page }) => {
    // The page's scripts held back: what the browser makes of the HTML alone, as in the first
    // moments of a visit, before they start.
    await page.route(/\.js$/, (route) => route.abort());
    const fetched = await markSlidePictures(page, 2);
    await page.goto('/', { waitUntil: 'networkidle' });
    const pictures = mainSlider(page).locator('[aria-roledescription="slide"] img');
    await expect(pictures).toHaveCount(3);
    expect(await pictures.nth(1).getAttribute('src')).toMatch(/harbour-boats-evening\.jpg\?slide-2$/);
    expect(await pictures.first().evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/terrace-deck-sunset/);
    expect(fetched()).toEqual([]);
  });

  test("once the slider is in use, it fetches every slide's pictures, before they slide in", async ({ page, open }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const fetched = await markSlidePictures(page, 3);
    await open('/', { waitUntil: 'networkidle' });
    expect(fetched()).toEqual([]);
    const slider = mainSlider(page);
    await slider.scrollIntoViewIfNeeded();
    await slider.hover();
    await expect(slider).toHaveAttribute('data-ready', 'true');
    await expect.poll(() => fetched().length).toBeGreaterThan(0);
    await expect(slider.getByText('01 / 03')).toBeVisible();
  });

  test("when the slider's code cannot come, the first slide stays; the next use tries again", async ({ page, open }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open('/');
    const slider = mainSlider(page);
    // The network fails the first time the code is asked for.
    let failed = 0;
    await page.route(SLIDER_ENGINE, (route) => (failed++ === 0 ? route.abort('internetdisconnected') : route.continue()));
    const next = slider.getByRole('button', { name: 'Next slide' });
    await next.click();
    await expect.poll(() => failed).toBe(1);
    await expect(slider.getByText('01 / 03')).toBeVisible();
    await expect(slider).not.toHaveAttribute('data-ready');

    await next.click();
    await expect(slider).toHaveAttribute('data-ready', 'true');
    await expect(slider.getByText('02 / 03')).toBeVisible();
  });

  test('arrows and the keyboard move the slides; hidden slides are out of reach', async ({ page, open }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open('/');
    const slider = mainSlider(page);
    // The first click loads the slider's code, and is answered once it has come.
    await expect(slider.getByText('01 / 03')).toBeVisible();
    // Slides out of view are inert: out of the tab order and of the accessibility tree.
    const second = slider.locator('[aria-roledescription="slide"]').nth(1);
    await expect(second).toHaveAttribute('inert', '');
    await expect(slider.getByRole('group', { name: '2 of 3' })).toHaveCount(0);

    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(slider.getByText('02 / 03')).toBeVisible();
    await expect(slider.getByText('Port Hercule, below our windows')).toBeInViewport();
    await expect(slider.getByRole('group', { name: '2 of 3' })).not.toHaveAttribute('inert');

    await slider.getByRole('button', { name: 'Previous slide' }).focus();
    await page.keyboard.press('Enter');
    await expect(slider.getByText('01 / 03')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(slider.getByText('03 / 03')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(slider.getByText('01 / 03')).toBeVisible();
  });

  test('with reduced motion it does not rotate on its own; the pause control starts and stops it', async ({ page, open }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await open('/fr/');
    const slider = page.getByRole('region', { name: 'L’hôtel en images' });
    const play = slider.getByRole('button', { name: 'Lancer le défilement automatique' });
    await expect(play).toBeVisible();
    await expect(slider).toHaveAttribute('data-rotation', 'stopped');
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));

    // Well past two of its 9 s intervals: still the first slide.
    await page.clock.runFor(20_000);
    await expect(slider.getByText('01 / 03')).toBeVisible();
    await expect(slider).toHaveAttribute('data-rotation', 'stopped');

    // Started by the visitor, it turns every 9 s once pointer and focus have left it.
    await play.click();
    const stop = slider.getByRole('button', { name: 'Arrêter le défilement automatique' });
    await expect(stop).toBeVisible();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(slider).toHaveAttribute('data-rotation', 'running');
    await page.clock.runFor(8_900);
    await expect(slider.getByText('01 / 03')).toBeVisible();
    await page.clock.runFor(200);
    await expect(slider.getByText('02 / 03')).toBeVisible();

    // Stopped again, it stays where it is.
    await stop.click();
    await expect(play).toBeVisible();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(slider).toHaveAttribute('data-rotation', 'stopped');
    await page.clock.runFor(20_000);
    await expect(slider.getByText('02 / 03')).toBeVisible();
  });
});

// The pictures of the main slider's first two slides, in every size and format Gatsby made.
const FIRST_PICTURES = /\/static\/.+\/(terrace-deck-sunset|harbour-boats-evening)\.(jpe?g|webp|avif)$/;

/** Holds the responses to the main slider's first pictures until the test lets them go. */
async function holdFirstPictures(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(FIRST_PICTURES, (route) => (released ? route.continue() : void held.push(route)));
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Stops the page's clock: from here on, time moves only when the test moves it. */
async function stopTheClock(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
}

/** The main slider, once the page has hydrated (its code, Embla, comes with the first turn). */
async function readyMainSlider(page: Page) {
  await expectHydrated(page);
  return mainSlider(page);
}

/** Opens the home page without waiting for its `load` event, which held pictures would never let come. */
const openHomeWhilePicturesLoad = (open: Open) => open('/', { waitUntil: 'commit', ready: readyMainSlider });

test.describe('main slider rotation and its first pictures', () => {
  test('does not start before the first pictures have loaded, then advances after its 9 s', async ({ page, open }) => {
    await page.clock.install();
    const pictures = await holdFirstPictures(page);
    const slider = await openHomeWhilePicturesLoad(open);
    await expect(slider).toHaveAttribute('data-rotation', 'waiting-images');

    // Short of the 5 s time-out: nothing moves.
    await stopTheClock(page);
    await page.clock.runFor(4_000);
    await expect(slider).toHaveAttribute('data-rotation', 'waiting-images');
    await expect(slider.getByText('01 / 03')).toBeVisible();

    await pictures.release();
    await expect(slider).toHaveAttribute('data-rotation', 'running');
    await page.clock.runFor(8_000);
    await expect(slider.getByText('01 / 03')).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(slider.getByText('02 / 03')).toBeVisible();
  });

  test('starts anyway 5 s after it appeared when the pictures never come', async ({ page, open }) => {
    await page.clock.install();
    await holdFirstPictures(page);
    const slider = await openHomeWhilePicturesLoad(open);
    await expect(slider).toHaveAttribute('data-rotation', 'waiting-images');
    await stopTheClock(page);
    await page.clock.runFor(5_000);
    await expect(slider).toHaveAttribute('data-rotation', 'running');
  });
});

// The home page's HTML in two parts, a second apart: the browser draws what it has meanwhile.
for (const { before: what, cutAt, tag } of [
  { before: 'the slides', cutAt: 'aria-roledescription="slide"', tag: '<div' },
  { before: 'the slide counter, between the controls', cutAt: 'aria-label="Next slide"', tag: '<p' },
]) {
  test(`a page drawn before all of its HTML has come (cut before ${what}) shows the slider as it ends up: nothing moves`, async ({ page, baseURL }) => {
    await withHomeInTwoParts(
      page,
      baseURL,
      (html) => before(html, tag, cutAt),
      async (shifts) => {
        await expect(mainSlider(page).getByRole('button', { name: 'Next slide' })).toBeVisible();
        expect(await shifts()).toEqual([]);
      },
    );
  });
}

test('the awards slider marks its arrows at the first and the last award', async ({ page, open }) => {
  await open('/awards/');
  const slider = page.getByRole('region', { name: 'Our awards' });
  // Focus inside keeps the slider from rotating while the visitor uses it.
  const next = slider.getByRole('button', { name: 'Next slide' });
  const previous = slider.getByRole('button', { name: 'Previous slide' });
  await next.focus();
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(slider.getByText('03 / 03')).toBeVisible();
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(previous).not.toHaveAttribute('aria-disabled');
});

/** countup.js's easeOutExpo: the value `t` ms into a count to `end` that lasts `duration` ms. */
const eased = (t: number, end: number, duration: number) => Math.min(end, (end * (1 - 2 ** ((-10 * t) / duration)) * 1024) / 1023);
const FRAME_MS = 16;
const COUNT_MS = 700;

for (const { path, numbers } of [
  { path: '/', numbers: ['1898', '74', '350', '4.8'] },
  { path: '/de/', numbers: ['1898', '74', '350', '4,8'] },
  { path: '/fr/distinctions/', numbers: ['3', '12', '96'] },
]) {
  test(`the counters on ${path} count up from zero to the numbers in the content, in ${COUNT_MS} ms`, async ({ page, open }) => {
    await page.clock.install();
    await open(path);
    const counters = page.locator('.stats-numbers strong');
    const read = async () => (await counters.allTextContents()).map((text) => Number(text.replace(',', '.')));
    const finals = numbers.map((text) => Number(text.replace(',', '.')));
    const block = page.locator('.stats-numbers').first();
    const screensBelow = async () => block.evaluate((element) => element.getBoundingClientRect().top / window.innerHeight - 1);
    // Below the view, before the visitor scrolls, the block is as the page's HTML wrote it.
    expect(await screensBelow()).toBeGreaterThan(0);
    expect(await read()).toEqual(finals);
    // Once the visitor scrolls, the counters take over, and wait at zero until the block is seen.
    await block.evaluate((element) => window.scrollBy(0, Math.max(1, element.getBoundingClientRect().top - window.innerHeight * 1.5)));
    expect(await screensBelow()).toBeGreaterThan(0.1);
    await expect.poll(read).toEqual(finals.map(() => 0));

    // From here the page's time moves only when the test says so, one animation frame at a time.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await counters.first().scrollIntoViewIfNeeded();
    // countup.js loads now; the count's first frame shows 0, its second the first step.
    for (let i = 0; i < 500 && (await read()).every((n) => n === 0); i += 1) await page.clock.runFor(FRAME_MS);
    const frames: number[][] = [await read()];
    for (let k = 2; k * FRAME_MS <= COUNT_MS + 4 * FRAME_MS; k += 1) {
      await page.clock.runFor(FRAME_MS);
      frames.push(await read());
    }

    finals.forEach((final, i) => {
      const values = frames.map((frame) => frame[i]);
      // Numbers in between are seen: the count runs.
      expect(values.some((v) => v > 0 && v < final)).toBe(true);
      expect(values.at(-1)).toBe(final);
      const decimals = numbers[i].split(/[.,]/)[1]?.length ?? 0;
      if (final < 1000) {
        // Each frame shows the eased value of a 700 ms count, frame by frame: another duration gives other numbers.
        expect(values).toEqual(values.map((_, k) => Number(eased((k + 1) * FRAME_MS, final, COUNT_MS).toFixed(decimals))));
      } else {
        // Above 999 countup.js counts straight, then eases the last 333, half the time each.
        const done = values.indexOf(final);
        expect((done + 1) * FRAME_MS).toBeGreaterThan(COUNT_MS - 4 * FRAME_MS);
        expect((done + 1) * FRAME_MS).toBeLessThanOrEqual(COUNT_MS + 4 * FRAME_MS);
      }
    });
  });
}

// The numbers block's code, in a chunk of its own (src/features/stats/enhancer.tsx).
const STATS_CODE = /\/stats-[0-9a-f]+\.js$/;

/** What the first counter showed, from now on: its text, and whether it could be seen then. */
async function recordFirstCounter(page: Page) {
  const shown = await page.evaluateHandle(() => {
    const states: { text: string; seen: boolean }[] = [];
    const record = () => {
      const counter = document.querySelector('.stats-numbers strong');
      if (!counter) return;
      let opacity = 1;
      for (let element: Element | null = counter; element; element = element.parentElement) opacity *= Number(getComputedStyle(element).opacity);
      const box = counter.getBoundingClientRect();
      const onScreen = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      const seen = onScreen && opacity > 0 && getComputedStyle(counter).visibility === 'visible';
      const text = counter.textContent ?? '';
      const last = states.at(-1);
      if (last?.text !== text || last.seen !== seen) states.push({ text, seen });
    };
    // Each change the page makes, each scroll and each frame: a state the screen may have shown.
    new MutationObserver(record).observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
    window.addEventListener('scroll', record, { capture: true, passive: true });
    const everyFrame = () => {
      record();
      requestAnimationFrame(everyFrame);
    };
    everyFrame();
    return states;
  });
  return async () => (await shown.jsonValue()).map(({ text, seen }) => ({ value: Number(text.replace(',', '.')), seen }));
}

/** The wheel turned once, far enough to bring the numbers block into the upper half of the screen. */
async function jumpToNumbers(page: Page) {
  const block = page.locator('.stats-numbers').first();
  const distance = await block.evaluate((element) => element.getBoundingClientRect().top - window.innerHeight / 4);
  expect(distance).toBeGreaterThan(0);
  await page.mouse.wheel(0, distance);
  await expect(block).toBeInViewport({ ratio: 0.3 });
}

/** Holds the numbers' code back; `release` lets it come. */
async function holdStatsCode(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(STATS_CODE, (route) => (holding ? void held.push(route) : route.continue()));
  return {
    asked: () => held.length > 0,
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

test('jumping straight to the numbers block never shows their final value before they count from zero, and nothing moves', async ({ page, open }) => {
  await page.clock.install();
  const code = await holdStatsCode(page);
  const shifts = await recordLayoutShifts(page);
  await open('/');
  const shown = await recordFirstCounter(page);
  // From here the page's time moves only when the test says so: the code is held as long as the
  // test needs, and no delay of the page's runs out meanwhile.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await jumpToNumbers(page);
  await expect.poll(code.asked).toBe(true);
  await code.release();
  const counted = async () => (await shown()).some(({ value, seen }) => seen && value > 0 && value < 1898) && (await shown()).at(-1)?.value === 1898;
  for (let i = 0; i < 500 && !(await counted()); i += 1) await page.clock.runFor(FRAME_MS);

  const seen = (await shown()).filter((state) => state.seen).map(({ value }) => value);
  expect(seen[0]).toBe(0);
  expect(seen.some((value) => value > 0 && value < 1898)).toBe(true);
  expect(seen.at(-1)).toBe(1898);
  // The numbers were kept unseen in their boxes.
  expect(await shifts()).toEqual([]);
});

test('numbers whose code is late show as written after 2 s, and then no longer count', async ({ page, open }) => {
  await page.clock.install();
  const code = await holdStatsCode(page);
  await open('/');
  const shown = await recordFirstCounter(page);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await jumpToNumbers(page);
  await expect.poll(code.asked).toBe(true);
  await expect.poll(async () => (await shown()).at(-1)).toEqual({ value: 1898, seen: false });
  await page.clock.runFor(2000);
  await expect.poll(async () => (await shown()).at(-1)).toEqual({ value: 1898, seen: true });

  await code.release();
  await expect(page.locator('script[src*="/stats-"]')).toHaveCount(0);
  for (let t = 0; t <= COUNT_MS + 4 * FRAME_MS; t += FRAME_MS) await page.clock.runFor(FRAME_MS);
  expect((await shown()).filter((state) => state.seen)).toEqual([{ value: 1898, seen: true }]);
});

test('numbers scrolled to before the page’s scripts have started were seen as written: they stay so, and never count', async ({ page }) => {
  const app: Route[] = [];
  await page.route(/\/app-[0-9a-f]+\.js$/, (route) => void app.push(route));
  await page.goto('/');
  await expect.poll(() => app.length).toBe(1);
  const shown = await recordFirstCounter(page);
  await jumpToNumbers(page);
  await expect.poll(async () => (await shown()).at(-1)).toEqual({ value: 1898, seen: true });

  const code = page.waitForResponse(STATS_CODE);
  await Promise.all(app.map((route) => route.continue()));
  await expectHydrated(page);
  await code;
  // Webpack removes a chunk's script element once the chunk has run; the counters take over in
  // the frames after it (Preact's effects run after a frame).
  await expect(page.locator('script[src*="/stats-"]')).toHaveCount(0);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done)))));
  expect((await shown()).filter((state) => state.seen)).toEqual([{ value: 1898, seen: true }]);
});

test('with reduced motion, the numbers block reached at a jump shows its numbers as written, before and after its code comes', async ({ page, open }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const code = await holdStatsCode(page);
  await open('/');
  const shown = await recordFirstCounter(page);
  await jumpToNumbers(page);
  await expect.poll(code.asked).toBe(true);
  await expect.poll(async () => (await shown()).at(-1)).toEqual({ value: 1898, seen: true });

  await code.release();
  // Webpack removes a chunk's script element once the chunk has run; the counters take over in
  // the frames after it (Preact's effects run after a frame).
  await expect(page.locator('script[src*="/stats-"]')).toHaveCount(0);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done)))));
  expect((await shown()).filter((state) => state.seen)).toEqual([{ value: 1898, seen: true }]);
});

test('when the numbers’ code cannot load, the numbers block shows its numbers as written', async ({ page, open }) => {
  await page.clock.install();
  await page.route(STATS_CODE, (route) => route.abort('internetdisconnected'));
  const failed = page.waitForEvent('requestfailed', (request) => STATS_CODE.test(request.url()));
  await open('/');
  const shown = await recordFirstCounter(page);
  // At once, not after the 2 s a late code is given: the page's time stands still.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await jumpToNumbers(page);
  await failed;
  await expect.poll(async () => (await shown()).at(-1)).toEqual({ value: 1898, seen: true });
  expect((await shown()).some(({ value }) => value < 1898)).toBe(false);
});

const viewer = (page: Page, name = 'Picture viewer') => page.getByRole('dialog', { name });
/** The slide on show (YARL keeps the ones either side ready, inert and off screen). */
const currentSlide = (dialog: Locator) => dialog.locator('.yarl__slide_current');

test('a linked picture reached with the keyboard shows the focus outline around it, on the screen', async ({ page, open }) => {
  await open('/gallery/');
  const link = page.getByRole('link', { name: 'Boats moored in the harbour in the evening light' });
  // As the keyboard shows focus: a key first, then the link.
  await page.keyboard.press('Shift');
  await link.focus();
  await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const { x, y, out, ring } = await link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const rgb = (style.outlineColor.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    return { x: box.left, y: box.top + box.height / 2, out: parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) / 2, ring: rgb };
  });
  // The pixel half the outline's width out from the picture's left edge, as painted.
  const shot = await page.screenshot({ clip: { x: Math.floor(x - out), y: Math.floor(y), width: 1, height: 1 }, scale: 'css' });
  const pixel = [...(await sharp(shot).removeAlpha().raw().toBuffer())];
  expect(pixel.map((channel, i) => Math.abs(channel - ring[i])).every((difference) => difference <= 24)).toBe(true);
});

test('a gallery picture opens the lightbox; arrows browse, Escape closes and focus returns', async ({ page, open }) => {
  await open('/gallery/');
  const first = page.getByRole('link', { name: 'A wooden terrace above the sea at sunset' });
  await first.click();
  const dialog = viewer(page);
  await expect(dialog).toBeVisible();
  await expect(currentSlide(dialog).getByRole('img', { name: 'A wooden terrace above the sea at sunset' })).toBeVisible();
  await expect(currentSlide(dialog).getByRole('img')).toHaveAttribute('src', /^\/static\/.+\/terrace-deck-sunset\.jpg$/);
  await expect(currentSlide(dialog).getByRole('img')).not.toHaveClass(/yarl__slide_image_loading/);
  await expect(dialog.getByText('Picture 1 of 9')).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(currentSlide(dialog).getByRole('img', { name: 'Boats moored in the harbour in the evening light' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Next picture' }).click();
  await expect(dialog.getByText('Picture 3 of 9')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('Picture 2 of 9')).toBeVisible();
  await page.keyboard.press('End');
  await expect(dialog.getByText('Picture 9 of 9')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Picture 1 of 9')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('Picture 9 of 9')).toBeVisible();
  await page.keyboard.press('Home');
  await expect(dialog.getByText('Picture 1 of 9')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});

test('the lightbox shows each picture’s caption from the gallery', async ({ page, open }) => {
  await open('/gallery/');
  await page.getByRole('link', { name: 'A wooden terrace above the sea at sunset' }).click();
  const caption = currentSlide(viewer(page)).locator('.yarl__slide_description');
  await expect(caption).toHaveText('The terrace at sunset');
  await expect(caption).toBeInViewport();
  await page.keyboard.press('ArrowLeft');
  await expect(caption).toHaveText('The kitchen garden');
});

test('a single linked image opens on its own and closes with its button', async ({ page, open }) => {
  await open('/fr/spa-lumiere/');
  const link = page.locator('.entry-content a[href^="/static/"]').first();
  await link.click();
  const dialog = viewer(page, 'Visionneuse d’images');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Image suivante' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('the bars fade after 3 s without activity and come back when the mouse moves', async ({ page, open }) => {
  await page.clock.install();
  await open('/gallery/');
  // From here the page's time only moves when the test says so (not with a busy machine's delays).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.getByRole('link', { name: 'A wooden terrace above the sea at sunset' }).click();
  const dialog = viewer(page);
  // The toolbar (with the close button), an arrow, the counter and the caption.
  const bars = [
    dialog.locator('.yarl__toolbar'),
    dialog.getByRole('button', { name: 'Next picture' }),
    dialog.getByText('Picture 1 of 9'),
    currentSlide(dialog).locator('.yarl__slide_captions_container'),
  ];
  // The viewer opens in the frames after the click, and its 3 s wait starts with its effects, in
  // the frame it is drawn or the next: the clock moves a frame at a time until it is there, and the
  // bars are checked a little before 3 s and a little after, counted from then.
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return dialog.getByRole('button', { name: 'Close' }).isVisible();
    })
    .toBe(true);
  await page.clock.runFor(2850);
  for (const bar of bars) await expect(bar).toHaveCSS('opacity', '1');
  await page.clock.runFor(350);
  for (const bar of bars) await expect(bar).toHaveCSS('opacity', '0');
  await page.mouse.move(300, 300);
  await page.mouse.move(320, 310);
  for (const bar of bars) await expect(bar).toHaveCSS('opacity', '1');
});

test('an image linked to a video opens the video, at most 1140 px wide, and closes back to it', async ({ page, open }) => {
  await open('/new-rooftop-terrace/');
  const link = page.getByRole('link', { name: 'The sun going down over the sea, seen from the rooftop terrace' });
  await expect(link).toHaveAttribute('title', 'Watch the video');
  await link.click();
  const dialog = viewer(page);
  const video = currentSlide(dialog).locator('video');
  await expect(video).toBeVisible();
  await expect(video.locator('source')).toHaveAttribute('src', /^\/static\/.+\/bay-at-dusk-from-the-roof\.webm$/);
  await expect(video).toHaveAttribute('poster', /bay-at-dusk-from-the-roof/);
  await expect(currentSlide(dialog).locator('.yarl__slide_description')).toHaveText('Dusk from the rooftop (video)');
  // The video is 1280 px wide: only the lightbox's limit keeps it to 1140 on a 1280 px screen.
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(1280);
  const width = (await video.boundingBox())?.width ?? 0;
  const viewport = page.viewportSize()?.width ?? 0;
  expect(width).toBeLessThanOrEqual(1140);
  if (viewport >= 1280) expect(width).toBeGreaterThan(1100);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('the lightbox’s code and styles load on the first click, not with the page', async ({ page, open }) => {
  const lightboxFiles: string[] = [];
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('/lightbox/lightbox.css')) lightboxFiles.push(path);
    else if (/\.m?js$/.test(path) && (await response.text().catch(() => '')).includes('yarl__')) lightboxFiles.push(path);
  });
  await open('/gallery/');
  await page.waitForLoadState('networkidle');
  expect(lightboxFiles).toEqual([]);
  await page.getByRole('link', { name: 'A wooden terrace above the sea at sunset' }).click();
  await expect(viewer(page)).toBeVisible();
  await expect.poll(() => lightboxFiles.some((path) => path.endsWith('.css')) && lightboxFiles.some((path) => path.endsWith('.js'))).toBe(true);
});

// The French pages' images are found by their files: the build does not always keep their alt
// text (gatsby-source-wordpress's inline images), which is not the lightbox's to fix.
const videoLink = (page: Page) => page.locator('.entry-content a[href$="/bay-at-dusk-from-the-roof.webm"]');

for (const { lang, gallery, article, name, counter, caption, videoCaption } of [
  {
    lang: 'en',
    gallery: '/gallery/',
    article: '/new-rooftop-terrace/',
    name: 'Picture viewer',
    counter: 'Picture 2 of 9',
    caption: 'The harbour',
    videoCaption: 'Dusk from the rooftop (video)',
  },
  {
    lang: 'fr',
    gallery: '/fr/galerie/',
    article: '/fr/nouvelle-terrasse-sur-le-toit/',
    name: 'Visionneuse d’images',
    counter: 'Image 2 sur 9',
    caption: 'Le port',
    videoCaption: 'Le crépuscule depuis le toit (vidéo)',
  },
]) {
  test(`the open lightbox in ${lang}: the picture as large as the screen allows over the darkened page, in the page's words; the video likewise`, async ({
    page,
    open,
  }, testInfo) => {
    const screen = page.viewportSize()!;
    /** YARL keeps 16 px around a slide. */
    const room = { width: screen.width - 32, height: screen.height - 32 };
    await open(gallery);
    await page.locator('.entry-content a[href$="/harbour-boats-evening.jpg"]').click();
    const dialog = viewer(page, name);
    const image = currentSlide(dialog).locator('img');
    // YARL keeps a picture transparent until it has loaded and decoded, and fades the viewer in.
    await expect(image).not.toHaveClass(/yarl__slide_image_loading/);
    await expect(dialog).toHaveCSS('opacity', '1');
    // The page behind is covered by an opaque dark backdrop.
    await expect(dialog.locator('.yarl__container')).toHaveCSS('background-color', 'rgb(12, 16, 24)');
    // The whole picture, undistorted, as large as the room allows: it fills the width or the height.
    const [naturalWidth, naturalHeight] = await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    const box = (await image.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
    expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
    expect(box.width / box.height).toBeCloseTo(naturalWidth / naturalHeight, 1);
    expect(Math.max(box.width / room.width, box.height / room.height)).toBeCloseTo(1, 1);
    await expect(dialog.getByText(counter)).toBeVisible();
    await expect(currentSlide(dialog).locator('.yarl__slide_description')).toHaveText(caption);
    await expect(currentSlide(dialog).locator('.yarl__slide_description')).toBeInViewport();
    await testInfo.attach(`lightbox-image-${lang}`, { body: await page.screenshot(), contentType: 'image/png' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await open(article);
    await videoLink(page).click();
    // After YARL's fade-in, so the page behind does not show through.
    await expect(dialog).toHaveCSS('opacity', '1');
    const player = currentSlide(dialog).locator('video');
    // Until it has enough of the video, Chromium draws its loading spinner over the poster.
    await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState)).toBe(4);
    await expect(player).toHaveAttribute('poster', /bay-at-dusk-from-the-roof/);
    // As wide as the room allows, 1140 px at most, inside the screen.
    const video = (await player.boundingBox())!;
    expect(video.width).toBeCloseTo(Math.min(1140, room.width), 0);
    expect(video.y).toBeGreaterThanOrEqual(0);
    expect(video.y + video.height).toBeLessThanOrEqual(screen.height);
    await expect(currentSlide(dialog).locator('.yarl__slide_description')).toHaveText(videoCaption);
    await testInfo.attach(`lightbox-video-${lang}`, { body: await page.screenshot(), contentType: 'image/png' });
  });
}

test('accordions open and close from the keyboard', async ({ page, open }) => {
  await open('/spa/');
  const summary = page.getByText('Who can use the spa?');
  const answer = page.getByText('Hotel guests, free of charge.');
  await expect(answer).toBeHidden();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();
});

test('tabs work by keyboard: arrows select, Tab goes into the panel', async ({ page, open }) => {
  await open('/restaurant/');
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab')).toHaveText(['Breakfast', 'Lunch', 'Dinner']);
  await expect(page.getByRole('tabpanel')).toContainText('Every day from 7:00');
  await tabs.getByRole('tab', { name: 'Breakfast' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Lunch' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Lunch' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Lunch' })).toContainText('three courses');
  await page.keyboard.press('End');
  await expect(page.getByRole('tabpanel', { name: 'Dinner' })).toContainText('Tasting menu');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Dinner' })).toBeFocused();
});

test('hover boxes show their text on focus; popovers open, and close with Escape', async ({ page, open }) => {
  await open('/');
  // The box keeps the old theme's height of at least 250 px, whatever its picture.
  const hoverBox = page.locator('.hover-box').first();
  await expect(hoverBox).toHaveCSS('min-height', '250px');
  expect((await hoverBox.boundingBox())!.height).toBeGreaterThanOrEqual(250);
  const link = page.getByRole('link', { name: 'See the rooms' });
  await link.focus();
  await expect(link).toBeInViewport({ ratio: 1 });

  const trigger = page.getByRole('button', { name: 'Belle Époque' });
  await trigger.click();
  await expect(page.getByRole('status').filter({ hasText: 'The years from about 1871 to 1914' })).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();
});

test('axe finds no violations in the open lightbox, with a picture and with a video', async ({ page, open }) => {
  await open('/gallery/');
  await page.getByRole('link', { name: 'The curved grey lines of a modern building' }).click();
  await expect(currentSlide(viewer(page)).getByRole('img')).toBeVisible();
  // Once faded in: halfway, the page behind shows through and the captions are paler than they are.
  await expect(viewer(page)).toHaveCSS('opacity', '1');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await open('/fr/nouvelle-terrasse-sur-le-toit/');
  await videoLink(page).click();
  await expect(currentSlide(viewer(page, 'Visionneuse d’images')).locator('video')).toBeVisible();
  await expect(viewer(page, 'Visionneuse d’images')).toHaveCSS('opacity', '1');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

// The theme's rule for its sliders, held by the site: a drag (a mouse on the desktop project, a
// finger on the phone's) of 50 px or more sideways turns one slide its way, however slow or
// quick; a shorter one goes back. Each test acts as a visitor does, with nothing done first to
// bring the slider's code: the first drag may come before it has (use-embla.ts answers it at its
// end), the next ones find it there.
import { expect, isPhone, test, type Locator, type Open, type Page, type Route } from './fixtures';
import { beginDrag, dragWithMouse, mainSlider, shownSlide, sliderViewport, swipeWithFinger, type Drag } from './slider-gestures';

const SLIDER_ENGINE = /\/slider-engine-[0-9a-f]+\.js$/;

/** The visitor's drag, with the mouse or with a finger as the project's device has. */
const dragOn = (page: Page, slider: Locator, drag: Drag) => (isPhone() ? swipeWithFinger(page, slider, drag) : dragWithMouse(page, slider, drag));

/** What the visitor sees once the slider has come to rest: the counter's slide, its picture square in the viewport. */
async function expectAtRestOn(slider: Locator, counter: string) {
  await expect(slider.getByText(counter)).toBeVisible({ timeout: 3000 });
  const offset = async () => {
    const [slide, viewport] = await Promise.all([shownSlide(slider).boundingBox(), sliderViewport(slider).boundingBox()]);
    return slide && viewport ? Math.abs(slide.x - viewport.x) : Infinity;
  };
  await expect.poll(offset, { timeout: 3000 }).toBeLessThan(1);
}

/**
 * Follows slide `n` (0-based) frame by frame from now on: its left edge less the viewport's. Read
 * once the slider is at rest, it tells which side the slide came in from.
 */
async function followSlide(slider: Locator, n: number) {
  const offsets = await slider.evaluateHandle((section, index) => {
    const slide = section.querySelectorAll('[aria-roledescription="slide"]')[index];
    const viewport = section.firstElementChild;
    const seen: number[] = [];
    const frame = () => {
      if (!slide || !viewport) return;
      seen.push(slide.getBoundingClientRect().left - viewport.getBoundingClientRect().left);
      // Two seconds at 60 frames a second: the slide is in place well before.
      if (seen.length < 120) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    return seen;
  }, n);
  return () => offsets.jsonValue();
}

/** The home page's main slider, in view, turned only by the visitor (reduced motion: no rotation). */
async function homeSlider(page: Page, open: Open) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open('/');
  const slider = mainSlider(page);
  await slider.scrollIntoViewIfNeeded();
  await expectAtRestOn(slider, '01 / 03');
  return slider;
}

/** The home page's main slider, in view, with the page's scripts held back; `hydrate` lets them come and waits until the page is hydrated. */
async function homeSliderBeforeScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\.m?js(\?|$)/, (route) => (holding ? held.push(route) : route.continue()));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const slider = mainSlider(page);
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.getByText('01 / 03')).toBeVisible();
  const hydrate = async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  };
  return { slider, hydrate };
}

test.describe('a drag on the main slider', () => {
  test('a slow drag of 60 px turns one slide its way, around the ends too', async ({ page, open }) => {
    const slider = await homeSlider(page, open);
    const slow = (dx: number) => dragOn(page, slider, { dx, ms: 1000 });
    await slow(-60);
    await expectAtRestOn(slider, '02 / 03');
    await slow(-60);
    await expectAtRestOn(slider, '03 / 03');
    await slow(60);
    await expectAtRestOn(slider, '02 / 03');
    // The main slider loops: past the last slide comes the first, from the right as the drag
    // went left, and before the first the last, from the left. Embla's easing may carry a slide
    // a few pixels past its place; one from the other side would come from a slide's width away.
    await slow(-60);
    await expectAtRestOn(slider, '03 / 03');
    await slow(-60);
    const first = await followSlide(slider, 0);
    await expectAtRestOn(slider, '01 / 03');
    expect(Math.min(...(await first()))).toBeGreaterThan(-50);
    await slow(60);
    const last = await followSlide(slider, 2);
    await expectAtRestOn(slider, '03 / 03');
    expect(Math.max(...(await last()))).toBeLessThan(50);
  });

  test('a drag of 100 px in a quarter of a second turns one slide', async ({ page, open }) => {
    const slider = await homeSlider(page, open);
    const quick = (dx: number) => dragOn(page, slider, { dx, ms: 250 });
    await quick(-100);
    await expectAtRestOn(slider, '02 / 03');
    await quick(-100);
    await expectAtRestOn(slider, '03 / 03');
    await quick(100);
    await expectAtRestOn(slider, '02 / 03');
  });

  test('a drag of 30 px goes back to the slide it started on, slow or quick', async ({ page, open }) => {
    const slider = await homeSlider(page, open);
    await dragOn(page, slider, { dx: -60, ms: 250 });
    await expectAtRestOn(slider, '02 / 03');
    await dragOn(page, slider, { dx: -30, ms: 1000 });
    await expectAtRestOn(slider, '02 / 03');
    await dragOn(page, slider, { dx: 30 });
    await expectAtRestOn(slider, '02 / 03');
  });

  test('a long flick turns one slide, not several', async ({ page, open }) => {
    const slider = await homeSlider(page, open);
    const box = await sliderViewport(slider).boundingBox();
    if (!box) throw new Error('the slider has no box');
    // Nearly half the slide's width, in two moves at once: the quickest of flicks.
    const long = Math.round(box.width * 0.45);
    await dragOn(page, slider, { dx: -long });
    await expectAtRestOn(slider, '02 / 03');
    await dragOn(page, slider, { dx: long });
    await expectAtRestOn(slider, '01 / 03');
  });

  test('before the slider’s code has come, a slow drag of 60 px turns the slide at its end, and one of 30 px does not', async ({ page, open }) => {
    const slider = await homeSlider(page, open);
    // The code is held on its way while the visitor drags.
    const held: Route[] = [];
    await page.route(SLIDER_ENGINE, (route) => void held.push(route));
    await dragOn(page, slider, { dx: -30, ms: 1000 });
    await dragOn(page, slider, { dx: -60, ms: 1000 });
    await expect.poll(() => held.length).toBe(1);
    await expect(slider).not.toHaveAttribute('data-ready');
    await Promise.all(held.map((route) => route.continue()));
    await expect(slider).toHaveAttribute('data-ready', 'true');
    await expectAtRestOn(slider, '02 / 03');
  });

  test('a drag begun before the page’s scripts ran and ended once they have turns the slide', async ({ page }) => {
    // The page's scripts are held until the visitor's finger (or mouse button) is down and has
    // moved 60 px: the page hydrates under it, and only then is it let go.
    const { slider, hydrate } = await homeSliderBeforeScripts(page);
    const letGo = await beginDrag(page, slider, -60, isPhone());
    await hydrate();
    await letGo();
    await expectAtRestOn(slider, '02 / 03');
  });

  for (const { dx, then } of [
    { dx: -60, then: '03 / 03' },
    { dx: -30, then: '02 / 03' },
  ]) {
    test(`a quick drag of ${-dx} px made and ended before the page’s scripts ran is answered once they have: ${dx === -60 ? 'one slide turned' : 'none'}`, async ({
      page,
    }) => {
      // A flick at once on arrival: on a phone network the page's scripts come after it.
      const { slider, hydrate } = await homeSliderBeforeScripts(page);
      await dragOn(page, slider, { dx });
      await hydrate();
      // Then the next-slide arrow: one slide further than the drag left it.
      await slider.getByRole('button', { name: 'Next slide' }).click();
      await expectAtRestOn(slider, then);
    });
  }
});

// A visitor's drags on a slider: with the mouse on a computer, with a finger on a phone, sideways
// across the middle of the slide shown. A drag is a flick (two moves, at once) or, given a
// duration, a steady drag whose moves follow the clock until that time has passed: Embla on its
// own lands a drag by its speed over the last 170 ms, so a test that means a slow drag makes one.
import type { Locator, Page } from './fixtures';

export const mainSlider = (page: Page) => page.getByRole('region', { name: 'The hotel in pictures' });

/** The slide in view: the others are hidden from assistive technology (`aria-hidden`). */
export const shownSlide = (slider: Locator) => slider.locator('[aria-roledescription="slide"]:not([aria-hidden])');

/** The slider's viewport, the box that clips its row of slides. */
export const sliderViewport = (slider: Locator) => slider.locator(':scope > div').first();

async function middleOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the slide shown has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

export type Drag = {
  /** How far sideways, in px: negative to the left, which brings the next slide. */
  dx: number;
  /** Spread over this many ms; a flick without it. */
  ms?: number;
};

/** Moves the pointer along: at once in two moves, or, with a duration, as far as the time passed says, until it is there. */
async function follow({ ms }: Drag, moveTo: (fraction: number) => Promise<unknown>) {
  if (!ms) {
    await moveTo(0.5);
    await moveTo(1);
    return;
  }
  const start = Date.now();
  for (let fraction = 0; fraction < 1;) {
    fraction = Math.min(1, (Date.now() - start) / ms);
    await moveTo(fraction);
  }
}

/** A mouse drag across the middle of the slide shown. */
export async function dragWithMouse(page: Page, slider: Locator, drag: Drag) {
  const { x, y } = await middleOf(shownSlide(slider));
  await page.mouse.move(x, y);
  await page.mouse.down();
  await follow(drag, (fraction) => page.mouse.move(x + drag.dx * fraction, y));
  await page.mouse.up();
}

/** A finger's swipe across the middle of the slide shown (Chromium's touch input). */
export async function swipeWithFinger(page: Page, slider: Locator, drag: Drag) {
  const { x, y } = await middleOf(shownSlide(slider));
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await follow(drag, (fraction) => touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + drag.dx * fraction, y }] }));
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await touch.detach();
}

/**
 * The first half of a drag across the slide shown, with the mouse or a finger as the project's
 * device has: pressed and moved `dx` px, not yet let go. The returned function lets go.
 */
export async function beginDrag(page: Page, slider: Locator, dx: number, finger: boolean) {
  const { x, y } = await middleOf(shownSlide(slider));
  if (!finger) {
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (const fraction of [0.25, 0.5, 0.75, 1]) await page.mouse.move(x + dx * fraction, y);
    return () => page.mouse.up();
  }
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (const fraction of [0.25, 0.5, 0.75, 1]) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx * fraction, y }] });
  return async () => {
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await touch.detach();
  };
}

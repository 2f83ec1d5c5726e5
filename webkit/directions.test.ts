// Directions in WebKit: a visitor types where they start, presses Enter, and gets the steps listed
// and the route drawn on the map (MapLibre, in WebGL), counted on a screenshot of the map.
import sharp from 'sharp';
import { answerCookieNotice, bringIntoSight, browserForTests, DESKTOP, field, open, typeInto, type Browser } from './support/session';

let browser: Browser;
browserForTests(DESKTOP, (started) => (browser = started));

/** How many pixels of a PNG are the route's blue (#1f5fbf). */
async function routePixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (Math.abs(data[i] - 0x1f) < 24 && Math.abs(data[i + 1] - 0x5f) < 24 && Math.abs(data[i + 2] - 0xbf) < 24) count += 1;
  }
  return count;
}

test('a start typed and Enter give the steps and the route on the map', async () => {
  await open(browser, '/location/');
  await answerCookieNotice(browser, 'Refuse');
  await typeInto(browser, browser.$(field('Start')), 'Monaco - Monte Carlo');
  await browser.keys('Enter');

  const steps = browser.$('ol[aria-label="Steps"]');
  await steps.waitForExist({ timeout: 20_000 });
  const listed = await steps.$$('li').map((step) => step.getText());
  expect(listed.length).toBeGreaterThan(4);
  expect(listed[0]).toMatch(/^Head /);
  expect(listed.at(-1)).toContain('You have arrived');
  // What a screen reader is told.
  expect(await browser.$('[role="status"]').getProperty('textContent')).toBe('2 routes found.');
  expect(new URLSearchParams((await browser.execute(() => window.location.hash)).slice(1)).get('pointa')).toBe('Monaco - Monte Carlo');

  const map = browser.$('canvas[aria-label="Map of the hotel and your route"]');
  await bringIntoSight(browser, map);
  let drawn = 0;
  await browser.waitUntil(
    async () => {
      drawn = await routePixels(Buffer.from(await browser.takeElementScreenshot(await map.elementId), 'base64'));
      return drawn > 200;
    },
    { timeout: 20_000, timeoutMsg: 'no route on the map' },
  );
  expect(drawn).toBeGreaterThan(200);
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

const HOTEL = 'Hôtel Lumière Monte-Carlo, 12 Avenue des Spélugues, 98000 Monaco';
const STATION = 'Monaco - Monte Carlo';
const hash = (pointa: string, pointb: string, mode: string, option = 0) =>
  `#pointa=${encodeURIComponent(pointa)}&pointb=${encodeURIComponent(pointb)}&travel-mode=${mode}&route-option=${option}`;

/** Waits for the form's code, which a route in the address (hash or query) loads at once. */
const directionsForm = async (page: Page) => {
  await expect(page.locator('section[data-ready]')).toHaveCount(1);
};

/** Scrolls down to the results, as a visitor does: the map is only set up when it comes near. */
const showMap = (page: Page) => page.locator('section[data-directions] [aria-busy] > :first-child').scrollIntoViewIfNeeded();

const steps = (page: Page) => page.getByRole('list', { name: /^(Steps|Étapes|Schritte)$/ }).getByRole('listitem');
const hashOf = async (page: Page) => Object.fromEntries(new URLSearchParams(await page.evaluate(() => window.location.hash.slice(1))));

/** How many pixels of the map are the route's blue (the canvas keeps its drawing for printing). */
const routePixels = (page: Page) =>
  page.locator('canvas.maplibregl-canvas').evaluate((canvas: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d');
    if (!context) return 0;
    context.drawImage(canvas, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4)
      if (Math.abs(data[i] - 0x1f) < 24 && Math.abs(data[i + 1] - 0x5f) < 24 && Math.abs(data[i + 2] - 0xbf) < 24) count++;
    return count;
  });

test('a full hash draws the route on the map and lists its steps', { tag: '@host' }, async ({ page, open }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await open(`/location/${hash(STATION, HOTEL, 'driving')}`, { ready: directionsForm });
  await expect(page.getByRole('textbox', { name: 'Start' })).toHaveValue(STATION);
  await expect(page.getByRole('radio', { name: 'Driving' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Directions · Driving' })).toBeVisible();
  await expect(steps(page).first()).toHaveText(/^Head /);
  expect(await steps(page).count()).toBeGreaterThan(4);
  await expect(steps(page).last()).toContainText('You have arrived');
  await expect(page.getByText(/^Monaco - Monte Carlo, /)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Suggested routes' }).getByRole('radio')).toHaveCount(2);
  await expect(page.getByRole('status')).toHaveText('2 routes found.');
  await showMap(page);
  const map = page.getByRole('region', { name: 'Map of the hotel and your route' });
  await expect(map).toBeVisible();
  await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('© OpenStreetMap contributors');
  await expect.poll(() => routePixels(page), { timeout: 15_000 }).toBeGreaterThan(200);
  expect(errors).toEqual([]);
  const axe = await new AxeBuilder({ page }).exclude('.maplibregl-canvas').analyze();
  expect(axe.violations).toEqual([]);
});

test('choosing another route redraws it and writes it into the hash', async ({ page, open }) => {
  await open(`/location/${hash(STATION, HOTEL, 'driving', 1)}`, { ready: directionsForm });
  const routes = page.getByRole('group', { name: 'Suggested routes' }).getByRole('radio');
  await expect(routes.nth(1)).toBeChecked();
  const second = await steps(page).allTextContents();
  await page.getByText('Route 1', { exact: false }).click();
  await expect(routes.nth(0)).toBeChecked();
  await expect.poll(() => hashOf(page)).toMatchObject({ 'route-option': '0', 'travel-mode': 'driving' });
  expect(await steps(page).allTextContents()).not.toEqual(second);
});

test('swapping and changing the mode route again and rewrite the hash', async ({ page, open }) => {
  await open(`/location/${hash(STATION, HOTEL, 'driving', 1)}`, { ready: directionsForm });
  await expect(steps(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Swap start and destination' }).click();
  await expect(page.getByRole('textbox', { name: 'Start' })).toHaveValue(HOTEL);
  await expect(page.getByRole('textbox', { name: 'Destination' })).toHaveValue(STATION);
  await expect.poll(() => hashOf(page)).toMatchObject({ pointa: HOTEL, pointb: STATION, 'travel-mode': 'driving' });
  await expect(page.locator('dd').first()).toHaveText(HOTEL);
  await expect(page.locator('dd').nth(1)).toHaveText(/^Monaco - Monte Carlo/);

  await page.getByRole('radio', { name: 'Walking' }).click();
  await expect(page.getByRole('heading', { name: 'Directions · Walking' })).toBeVisible();
  await expect.poll(() => hashOf(page)).toEqual({ pointa: HOTEL, pointb: STATION, 'travel-mode': 'walking', 'route-option': '0' });
  await expect(steps(page).first()).toHaveText(/^Head /);
});

test('transit is not offered; an old link asking for it gets the route by car, and says so', async ({ page, open }) => {
  await open(`/location/${hash(STATION, HOTEL, 'transit')}`, { ready: directionsForm });
  await expect(page.getByRole('group', { name: 'Travel mode' }).getByRole('radio')).toHaveCount(3);
  await expect(page.getByRole('radio', { name: 'Transit' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Driving' })).toBeChecked();
  const note = 'Directions “Transit” are not available on this site; here is the route “Driving”.';
  await expect(page.getByText(note, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Directions · Driving' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(`${note} 2 routes found.`);
  await expect(steps(page).last()).toContainText('You have arrived');
  await expect.poll(() => hashOf(page)).toEqual({ pointa: STATION, pointb: HOTEL, 'travel-mode': 'driving', 'route-option': '0' });
});

test('clicking the travel mode already chosen asks again, with what the fields now say', async ({ page, open }) => {
  await open(`/location/${hash(STATION, HOTEL, 'walking')}`, { ready: directionsForm });
  await expect(page.locator('dd').first()).toHaveText(/^Monaco - Monte Carlo/);
  await page.getByRole('textbox', { name: 'Start' }).fill('Place du Casino, PRC');
  await page.getByRole('radio', { name: 'Walking' }).click();
  await expect.poll(() => hashOf(page)).toEqual({ pointa: 'Place du Casino, PRC', pointb: HOTEL, 'travel-mode': 'walking', 'route-option': '0' });
  await expect(page.locator('dd').first()).toHaveText(/Casino/);
  await expect(page.getByRole('heading', { name: 'Directions · Walking' })).toBeVisible();
});

test('without a hash the destination is the hotel; a start typed and Enter gives a route', { tag: '@host' }, async ({ page, open }) => {
  await open('/location/');
  await expect(page.getByRole('textbox', { name: 'Destination' })).toHaveValue(HOTEL);
  await expect(page.getByRole('textbox', { name: 'Start' })).toHaveValue('');
  await page.getByRole('button', { name: 'Get directions' }).click();
  await expect(page.getByText('Enter where you are starting from.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Start' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Start' }).fill('Place du Casino, PRC');
  await page.keyboard.press('Enter');
  await expect(steps(page).first()).toBeVisible();
  await expect.poll(() => hashOf(page)).toEqual({ pointa: 'Place du Casino, PRC', pointb: HOTEL, 'travel-mode': 'driving', 'route-option': '0' });
});

test('a hash of which nothing can be read leaves the form as it was, and says so', async ({ page, open }) => {
  await open('/location/#pointa=%ZZ&travel-mode=flying', { ready: directionsForm });
  await expect(page.getByRole('textbox', { name: 'Destination' })).toHaveValue(HOTEL);
  await expect(page.getByRole('textbox', { name: 'Start' })).toHaveValue('');
  await expect(page.locator('section[data-directions] form').getByText('This link could not be read; please enter your route in the form.')).toBeVisible();
});

test('a shared link with parts that cannot be read shows the route for the rest, and says a part was lost', async ({ page, open }) => {
  // As a mail client may leave it: a bare `route-option` at its cut-off end, a stray escape inside.
  const link = `#pointa=${encodeURIComponent(STATION)}&%ZZ=1&pointb=${encodeURIComponent(HOTEL)}&travel-mode=driving&route-option`;
  await open(`/location/${link}`, { ready: directionsForm });
  const note = 'Part of this link could not be read; the rest is shown.';
  await expect(page.locator('section[data-directions] form').getByText(note, { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Start' })).toHaveValue(STATION);
  await expect(page.getByRole('textbox', { name: 'Destination' })).toHaveValue(HOTEL);
  await expect(page.getByRole('radio', { name: 'Driving' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Directions · Driving' })).toBeVisible();
  await expect(steps(page).last()).toContainText('You have arrived');
  await expect(page.getByRole('status')).toHaveText(`${note} 2 routes found.`);
  await expect.poll(() => hashOf(page)).toEqual({ pointa: STATION, pointb: HOTEL, 'travel-mode': 'driving', 'route-option': '0' });
});

test('the French page words the steps in French', async ({ page, open }) => {
  await open(`/fr/acces/${hash(STATION, 'Hôtel Lumière Monte-Carlo, 12, avenue des Spélugues, 98000 Monaco', 'walking')}`, { ready: directionsForm });
  await expect(page.getByRole('heading', { name: 'Itinéraire · À pied' })).toBeVisible();
  await expect(steps(page).last()).toContainText(/Vous êtes arrivé/);
  await showMap(page);
  await expect(page.getByRole('region', { name: 'Carte de l’hôtel et de votre itinéraire' })).toBeVisible();
});

test('MapLibre is loaded on the directions page only, once the visitor nears the map or has a route', async ({ page, open }) => {
  const scripts = async (path: string, map: boolean) => {
    const bodies: Promise<string>[] = [];
    const listener = (response: import('@playwright/test').Response) => {
      if (/\.m?js$/.test(new URL(response.url()).pathname)) bodies.push(response.text().catch(() => ''));
    };
    page.on('response', listener);
    await open(path);
    if (map) {
      // Nothing of MapLibre before the visitor nears the map…
      await page.waitForLoadState('networkidle');
      expect((await Promise.all(bodies)).some((body) => body.includes('MapLibre GL JS'))).toBe(false);
      await showMap(page);
      await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    page.off('response', listener);
    return (await Promise.all(bodies)).some((body) => body.includes('MapLibre GL JS'));
  };
  expect(await scripts('/', false)).toBe(false);
  expect(await scripts('/rooms/riviera-suite/', false)).toBe(false);
  expect(await scripts('/contact/', false)).toBe(false);
  expect(await scripts('/location/', true)).toBe(true);
  // …or as soon as a route is found, so that it is drawn (and printed) without scrolling first.
  await open(`/fr/acces/${hash(STATION, HOTEL, 'walking')}`, { ready: directionsForm });
  await expect(steps(page).first()).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('canvas.maplibregl-canvas')).toBeAttached();
});

test('the print button prints, once there is a route to print', async ({ page, open }) => {
  // The browser's print dialog cannot be driven; a stand-in records that it was asked for.
  await page.addInitScript(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', String(Number(document.documentElement.dataset.printed ?? 0) + 1));
  });
  await open('/location/');
  const print = page.getByRole('button', { name: 'Print' });
  await expect(print).toBeDisabled();
  await open(`/location/${hash(STATION, HOTEL, 'driving')}`, { ready: directionsForm });
  await expect(steps(page).first()).toBeVisible();
  await print.click();
  await expect(page.locator('html')).toHaveAttribute('data-printed', '1');
});

for (const [language, path, destination, heading, stepsName, mapName] of [
  ['en', '/location/', HOTEL, 'Directions · Driving', 'Steps', 'Map of the hotel and your route'],
  [
    'fr',
    '/fr/acces/',
    'Hôtel Lumière Monte-Carlo, 12, avenue des Spélugues, 98000 Monaco',
    'Itinéraire · En voiture',
    'Étapes',
    'Carte de l’hôtel et de votre itinéraire',
  ],
] as const) {
  test(`printed (${language}), the page shows the two ends, the route, its steps and the map, and nothing else`, async ({ page, open }, testInfo) => {
    await open(`${path}${hash(STATION, destination, 'driving')}`, { ready: directionsForm });
    await expect(steps(page).first()).toBeVisible();
    await expect.poll(() => routePixels(page), { timeout: 15_000 }).toBeGreaterThan(200);
    const canvas = page.locator('canvas.maplibregl-canvas');
    const bitmap = () => canvas.evaluate((element: HTMLCanvasElement) => [element.width, element.height]);
    const onScreen = await bitmap();

    // A real print does not wait for the map's next frame: the paper gets the picture already on
    // the screen (a map drawn again at another size would have no tiles yet), with nothing stretched.
    const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
    const images = [...pdf.matchAll(/\/Subtype\s*\/Image\s*\/Width\s+(\d+)\s*\/Height\s+(\d+)/g)].map(([, width, height]) => [Number(width), Number(height)]);
    expect(images).toContainEqual(onScreen);
    // Everything fits on two pages; hidden parts of the page that kept their room would make more.
    expect(pdf.match(/\/Type\s*\/Page\b/g)?.length).toBeLessThanOrEqual(2);

    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });

    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.locator('dd').first()).toHaveText(/^Monaco - Monte Carlo, /);
    await expect(page.locator('dd').nth(1)).toHaveText(destination);
    const printedSteps = page.getByRole('list', { name: stepsName }).getByRole('listitem');
    expect(await printedSteps.count()).toBeGreaterThan(4);
    for (const step of await printedSteps.all()) await expect(step).toBeVisible();
    const map = page.getByRole('region', { name: mapName });
    await expect(map).toBeVisible();
    await expect(page.locator('.maplibregl-ctrl-attrib')).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Zoom in|Zoom avant)$/ })).toBeHidden();

    // The map is the screen's picture, scaled evenly to at most 17 × 11 cm, not drawn again.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await bitmap()).toEqual(onScreen);
    const printed = await canvas.boundingBox();
    expect((printed?.width ?? 0) / (printed?.height ?? 1)).toBeCloseTo(onScreen[0] / onScreen[1], 2);
    expect(Math.max((printed?.width ?? 0) / ((17 / 2.54) * 96), (printed?.height ?? 0) / ((11 / 2.54) * 96))).toBeCloseTo(1, 2);
    expect(await routePixels(page)).toBeGreaterThan(200);

    // What makes no sense on paper: the site around the page, its other text, the form, the other routes.
    for (const hidden of [
      page.getByRole('banner'),
      page.getByRole('contentinfo'),
      page.locator('nav'),
      page.getByTestId('cookie-notice'),
      page.getByRole('heading', { level: 1 }),
      page.locator('form'),
      page.getByRole('group', { name: /^(Suggested routes|Itinéraires proposés)$/ }),
    ])
      for (const element of await hidden.all()) await expect(element).toBeHidden();

    // The results start at the top of the first page.
    const top = await page.getByRole('region', { name: mapName }).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(40);

    await page.screenshot({ path: testInfo.outputPath(`print-${language}.png`), fullPage: true });
  });
}

test('a form sent before the script ran: its query gives the route, and becomes the hash', async ({ page, open }) => {
  const query = new URLSearchParams({ pointa: STATION, pointb: HOTEL, 'travel-mode': 'walking' });
  await open(`/location/?${query}`, { ready: directionsForm });
  await expect(page.getByRole('textbox', { name: 'Start' })).toHaveValue(STATION);
  await expect(page.getByRole('radio', { name: 'Walking' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Directions · Walking' })).toBeVisible();
  await expect(steps(page).last()).toContainText('You have arrived');
  expect(new URL(page.url()).search).toBe('');
  expect(await hashOf(page)).toEqual({ pointa: STATION, pointb: HOTEL, 'travel-mode': 'walking', 'route-option': '0' });
});

test("the page's HTML form, sent without JavaScript, gives that query", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/location/');
  await page.getByRole('textbox', { name: 'Start' }).fill(STATION);
  await page.getByRole('radio', { name: 'Walking' }).check({ force: true });
  await Promise.all([page.waitForURL(/\?/), page.getByRole('button', { name: 'Get directions' }).click()]);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/location/');
  expect(Object.fromEntries(url.searchParams)).toEqual({ pointa: STATION, pointb: HOTEL, 'travel-mode': 'walking' });
  await context.close();
});

test('without coordinates on the page and with nothing found for its address, there is no map, and the form still works', async ({ page, open }) => {
  // The page as an editor who left out data-lat and data-lng would have it (the build then finds
  // no position for the hotel), with a geocoder that knows not the hotel's address.
  await page.route('**/page-data/location/page-data.json', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/ data-(lat|lng)=\\"[^"\\]*\\"/g, '').replace(/"(latitude|longitude)":[-\d.]+/g, '"$1":null');
    await route.fulfill({ response, body });
  });
  await page.route(
    (url) => url.pathname === '/search',
    (route) => route.fulfill({ json: [] }),
    { times: 1 },
  );
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  await open('/location/');
  await showMap(page);
  await expect(page.getByText('The map cannot be shown here; the directions still work.')).toBeVisible();
  // Said in an effect, after the message has been painted.
  await expect.poll(() => errors).toContain('Could not setup map! Please check! Map settings!');
  await expect(page.locator('canvas.maplibregl-canvas')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Start' }).fill(STATION);
  await page.getByRole('textbox', { name: 'Destination' }).fill('Place du Casino');
  await page.getByRole('button', { name: 'Get directions' }).click();
  await expect(steps(page).last()).toContainText('You have arrived');
});

import { expect, test, type Locator, type OpenOptions, type Page } from './fixtures';

// The page builder's breakpoints (src/styles/global.css): 300 px the narrowest supported width,
// columns stacked below 768 px, side by side from 768 px (four or more in rows of two), all in
// one row from 960 px, a 1170 px container; columns of a row share its height from 640 px.

// Each test opens its page at the widths it is about, so the phone project would run the same again.
test.skip(({ isMobile }) => isMobile, 'each test sets its own width: one run is enough');

type Box = { x: number; y: number; width: number; height: number };

/** For `open`: the page in a window of the given width, 900 px high. */
const at = (width: number): OpenOptions => ({ viewport: { width, height: 900 } });

/** Where each element is on the page, in CSS pixels, rounded to the pixel. */
const boxesOf = (elements: Locator): Promise<Box[]> =>
  elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const r = node.getBoundingClientRect();
      return { x: Math.round(r.x), y: Math.round(r.y + window.scrollY), width: Math.round(r.width), height: Math.round(r.height) };
    }),
  );

const bottom = (box: Box) => box.y + box.height;
const distinct = (values: number[]) => new Set(values).size;

/** The rooms page's "Good to know" block: three columns, each one box with a background and text of its own length. */
const goodToKnow = (page: Page) => page.locator('.entry-content .wp-block-columns').filter({ has: page.locator('.has-background') });

for (const width of [300, 767]) {
  test(`at ${width} px columns are stacked, each as tall as its own text`, async ({ page, open }) => {
    await open('/rooms/', at(width));
    const block = goodToKnow(page);
    const columns = await boxesOf(block.locator('.wp-block-column'));
    const boxes = await boxesOf(block.locator('.has-background'));
    expect(columns).toHaveLength(3);
    for (let i = 1; i < columns.length; i++) {
      expect(columns[i].x).toBe(columns[0].x);
      expect(columns[i].y).toBeGreaterThanOrEqual(bottom(columns[i - 1]));
    }
    // Natural heights: the short, the middling and the long text each keep their own.
    expect(distinct(boxes.map((box) => box.height))).toBe(3);
    expect(boxes.map((box) => box.height)).toEqual(columns.map((column) => column.height));
  });
}

for (const width of [768, 960, 1280]) {
  test(`at ${width} px columns stand side by side, the same height, and their boxes fill it`, async ({ page, open }) => {
    await open('/de/zimmer/', at(width));
    const block = goodToKnow(page);
    const columns = await boxesOf(block.locator('.wp-block-column'));
    const boxes = await boxesOf(block.locator('.has-background'));
    expect(columns).toHaveLength(3);
    expect(distinct(columns.map((column) => column.y))).toBe(1);
    expect(columns[1].x).toBeGreaterThan(columns[0].x + columns[0].width);
    expect(columns[2].x).toBeGreaterThan(columns[1].x + columns[1].width);
    expect(distinct(columns.map((column) => column.height))).toBe(1);
    expect(boxes.map((box) => box.height)).toEqual(columns.map((column) => column.height));
    expect(boxes.map((box) => box.y)).toEqual(columns.map((column) => column.y));
  });
}

for (const { width, rows } of [
  { width: 767, rows: 4 },
  { width: 768, rows: 2 },
  { width: 960, rows: 1 },
]) {
  test(`at ${width} px the four numbers of the home page stand in ${rows} row(s)`, async ({ page, open }) => {
    await open('/', at(width));
    const columns = await boxesOf(page.locator('.stats-numbers .wp-block-column'));
    expect(columns).toHaveLength(4);
    expect(distinct(columns.map((column) => column.y))).toBe(rows);
  });
}

test('the container is 1170 px wide at most; text keeps its measure, centred, and columns take the whole width', async ({ page, open }) => {
  await open('/rooms/', at(1280));
  const content = page.locator('.entry-content');
  const [container] = await boxesOf(content.locator('..'));
  expect(container.width).toBe(1170);
  expect(container.x).toBe((1280 - 1170) / 2);
  const [text] = await boxesOf(content.locator('> p').first());
  const [all] = await boxesOf(content);
  expect(text.width).toBeLessThanOrEqual(672);
  expect(Math.abs(text.x - all.x - (all.x + all.width - text.x - text.width))).toBeLessThanOrEqual(1);
  const [columns] = await boxesOf(goodToKnow(page));
  expect(columns.x).toBe(all.x);
  expect(columns.width).toBe(all.width);

  await page.setViewportSize({ width: 1000, height: 900 });
  const [narrower] = await boxesOf(content.locator('..'));
  expect(narrower.width).toBe(1000);
});

test('blocks a feature takes over keep to the text column: the share block starts where the text does', async ({ page, open }) => {
  await open('/new-rooftop-terrace/', at(1280));
  const [text] = await boxesOf(page.locator('.entry-content > p').first());
  const [share] = await boxesOf(page.locator('.entry-content > .share-buttons'));
  expect(share.x).toBe(text.x);
  expect(share.width).toBe(text.width);
});

test('below 960 px the columns keep to the width of the text, so that their edges line up', async ({ page, open }) => {
  await open('/rooms/', at(768));
  const [text] = await boxesOf(page.locator('.entry-content > p').first());
  const [columns] = await boxesOf(goodToKnow(page));
  expect(columns.x).toBe(text.x);
  expect(columns.width).toBe(text.width);
});

// Every block the content holds, whatever feature renders it, lines up with the text column or
// spans the container: none is left stuck to one side.
for (const path of ['/', '/rooms/', '/rooms/riviera-suite/', '/contact/', '/location/', '/awards/', '/gallery/', '/restaurant/', '/spa/']) {
  test(`at 1280 px the blocks of ${path} are centred in the container`, async ({ page, open }) => {
    await open(path, at(1280));
    const offCentre = await page.locator('.entry-content').evaluate((content) => {
      const outer = content.getBoundingClientRect();
      return Array.from(content.children)
        .filter((child) => child.getBoundingClientRect().height > 0)
        .map((child) => {
          const r = child.getBoundingClientRect();
          return { block: `${child.tagName.toLowerCase()}.${child.className}`, gap: Math.round(r.left - outer.left - (outer.right - r.right)) };
        })
        .filter(({ gap }) => Math.abs(gap) > 1);
    });
    expect(offCentre).toEqual([]);
  });
}

// A phone fetches a picture of the content only when the visitor comes near it (half a screen
// away), not from the 1,250 px ahead of native lazy loading: until then the pictures further down
// would share the network with what is on the screen (src/styles/wordpress-blocks.css).
test('at 412 px a picture 800 px below the screen is fetched only when the visitor comes near it', async ({ page, open }) => {
  const viewport = { width: 412, height: 823 };
  await open('/', { viewport });
  const picture = page.getByRole('img', { name: 'A drop of water falling into a clear pool' });
  const distanceBelow = () => picture.evaluate((img) => img.getBoundingClientRect().top - window.innerHeight);
  // The blocks drawn on the way take their own height: scroll again until the picture stays put.
  await expect(async () => {
    const distance = await distanceBelow();
    await page.evaluate((by) => window.scrollBy({ top: by, behavior: 'instant' }), distance - 800);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(Math.abs((await distanceBelow()) - 800)).toBeLessThan(20);
  }).toPass();
  await page.waitForTimeout(1000);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(picture).toBeInViewport();
});

// The browser picks which copy of a picture to download from its `sizes` before any CSS applies
// (src/content/content-image-sizes.ts): the width they give must be the width the layout draws,
// never less (a blurred picture), at most 5% more (bytes for nothing: "the whole screen" on a phone is 9% more).
for (const width of [320, 412, 800, 1000, 1280]) {
  test(`at ${width} px each picture of the content says how wide it is drawn`, async ({ page, open }) => {
    const pictures: { page: string; drawn: number; said: number }[] = [];
    for (const path of ['/', '/gallery/', '/new-rooftop-terrace/', '/restaurant/', '/fr/distinctions/']) {
      await open(path, at(width));
      const found = await page.locator('main picture:has(source[sizes]):not(:has(img[fetchpriority="high"]))').evaluateAll((pictures) => {
        // The first entry of the list whose condition holds, measured as a CSS width.
        const said = (sizes: string) => {
          for (const entry of sizes.split(/,\s*(?![^()]*\))/)) {
            const [, condition, length] = /^(\([^)]*\))?\s*(.+)$/.exec(entry.trim()) ?? [];
            if (condition && !window.matchMedia(condition).matches) continue;
            const probe = document.createElement('div');
            probe.style.cssText = `position: absolute; width: ${length}`;
            document.body.append(probe);
            const measured = probe.getBoundingClientRect().width;
            probe.remove();
            return measured;
          }
          return 0;
        };
        return pictures
          .map((picture) => ({
            drawn: picture.querySelector('img')?.getBoundingClientRect().width ?? 0,
            said: said(picture.querySelector('source')?.sizes ?? ''),
          }))
          .filter(({ drawn }) => drawn > 0);
      });
      pictures.push(...found.map((picture) => ({ page: path, ...picture })));
    }
    expect(pictures.length).toBeGreaterThan(15);
    const wrong = pictures.filter(({ drawn, said }) => said < drawn - 1 || said > drawn * 1.05 + 2);
    expect(wrong).toEqual([]);
  });
}

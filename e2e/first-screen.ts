// The first screen of the pages a visitor books from: each language's home page and its room
// pages, in the window sizes of common phones and a laptop. What a spec checks there, in any
// browser: the stay search's Check-in field is in the window and nothing covers it, and the hero
// says which page this is, over its picture, readable.
import type { Page } from '@playwright/test';
import sharp from 'sharp';

export type FirstScreenPage = {
  path: string;
  /** The page's title, which the hero shows. */
  title: string;
  /** The stay search form's name and its Check-in field's label, in the page's language. */
  form: string;
  checkin: string;
  /** The cookie notice's buttons. */
  accept: string;
  refuse: string;
};

/** The hotel's name, the home pages' title. */
export const HOTEL = 'Hôtel Lumière Monte-Carlo';
const words = {
  en: { form: 'Search a stay', checkin: 'Check-in', accept: 'Accept', refuse: 'Refuse' },
  fr: { form: 'Rechercher un séjour', checkin: 'Arrivée', accept: 'Accepter', refuse: 'Refuser' },
  de: { form: 'Aufenthalt suchen', checkin: 'Anreise', accept: 'Zustimmen', refuse: 'Ablehnen' },
};

/** The demo hotel's home pages and the pages under each language's Rooms page, as the build serves them. */
export const FIRST_SCREEN_PAGES: FirstScreenPage[] = (
  [
    ['en', '/', HOTEL],
    ['en', '/rooms/deluxe-sea-view-room/', 'Deluxe Sea View Room'],
    ['en', '/rooms/riviera-suite/', 'Riviera Suite'],
    ['en', '/rooms/penthouse-suite/', 'Penthouse Suite'],
    ['fr', '/fr/', HOTEL],
    ['fr', '/fr/chambres/chambre-deluxe-vue-mer/', 'Chambre Deluxe Vue Mer'],
    ['fr', '/fr/chambres/suite-riviera/', 'Suite Riviera'],
    ['fr', '/fr/chambres/suite-penthouse/', 'Suite Penthouse'],
    ['de', '/de/', HOTEL],
    ['de', '/de/zimmer/deluxe-zimmer-meerblick/', 'Deluxe-Zimmer mit Meerblick'],
    ['de', '/de/zimmer/riviera-suite-mit-terrasse/', 'Riviera-Suite'],
    ['de', '/de/zimmer/penthouse-mit-dachterrasse/', 'Penthouse-Suite'],
  ] as const
).map(([language, path, title]) => ({ path, title, ...words[language] }));

/** Two common phones and a laptop, held upright; the phones are touch screens. */
export const FIRST_SCREEN_SIZES = [
  { width: 390, height: 844, phone: true },
  { width: 412, height: 915, phone: true },
  { width: 1280, height: 800, phone: false },
] as const;

type Box = { top: number; bottom: number; left: number; right: number };

/**
 * Where the Check-in field, the hero's title and the cookie notice (if open) are on the unscrolled
 * page, and what is painted on top at the field's corners and centre, and at the title's.
 */
export async function firstScreen(page: Page, { form, checkin }: Pick<FirstScreenPage, 'form' | 'checkin'>) {
  const field = page.getByRole('form', { name: form }).getByLabel(checkin, { exact: true });
  await field.waitFor();
  return field.evaluate(measureFirstScreen);
}

/**
 * Run in the page, with the Check-in field: where the field, the hero's title and the cookie
 * notice (if open) are on the unscrolled page, and whether each shows at its corners and centre.
 * Plain, so that any browser driver can send it (the WebKit suite does too).
 */
export function measureFirstScreen(input: Element) {
  const box = (el: Element | Range): Box => {
    const { top, bottom, left, right } = el.getBoundingClientRect();
    return { top, bottom, left, right };
  };
  // Whether each point shows the element itself (or what it holds), not something over it.
  const shows = (el: Element, { top, bottom, left, right }: Box) =>
    [
      [left + 2, top + 2],
      [right - 2, top + 2],
      [left + 2, bottom - 2],
      [right - 2, bottom - 2],
      [(left + right) / 2, (top + bottom) / 2],
    ].every(([x, y]) => {
      const found = document.elementFromPoint(x, y);
      return found !== null && (found === el || el.contains(found));
    });
  const title = document.querySelector('main h1');
  const notice = document.querySelector('[data-testid="cookie-notice"]');
  const field = box(input);
  // The title's words, not its box: beside the stay search, the box runs on under it.
  const words = document.createRange();
  if (title) words.selectNodeContents(title);
  const heading = title ? box(words) : null;
  return {
    scrollY: window.scrollY,
    window: { width: window.innerWidth, height: window.innerHeight },
    field,
    fieldShown: shows(input, field),
    title: title?.textContent ?? null,
    heading,
    headingShown: title && heading ? shows(title, heading) : false,
    notice: notice ? box(notice) : null,
  };
}

export type FirstScreen = ReturnType<typeof measureFirstScreen>;

/** What keeps the field or the title from being seen whole in the first screen; empty when nothing does. */
export function firstScreenProblems(screen: FirstScreen): string[] {
  const problems: string[] = [];
  const { field, heading, notice } = screen;
  if (screen.scrollY !== 0) problems.push(`the page is scrolled to ${screen.scrollY}`);
  const inWindow = (b: Box) => b.top >= 0 && b.left >= 0 && b.right <= screen.window.width && b.bottom <= screen.window.height;
  const clearOfNotice = (b: Box) => !notice || b.bottom <= notice.top;
  if (!inWindow(field)) problems.push(`the Check-in field (${field.top}–${field.bottom}) is not inside the ${screen.window.height} px window`);
  if (!clearOfNotice(field)) problems.push(`the cookie notice (from ${notice?.top}) covers the Check-in field (to ${field.bottom})`);
  if (!screen.fieldShown) problems.push('something is painted over the Check-in field');
  if (!heading || !inWindow(heading) || !clearOfNotice(heading) || !screen.headingShown) problems.push("the hero's title is not seen whole");
  return problems;
}

type Rgb = [number, number, number];
const luminance = ([r, g, b]: Rgb) => {
  const linear = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};
/** WCAG's contrast ratio of two opaque colours. */
const contrast = (a: Rgb, b: Rgb) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
};

/**
 * The contrast of the hero's title with what is behind its words: `measured`, against the worst
 * pixel under its lines of text (the picture and the scrim as painted, read with the words made
 * transparent for the moment of the screenshot), and `guaranteed`, against the scrim over a black
 * and over a white pixel, which no picture can do worse than.
 */
export async function heroTitleContrast(page: Page) {
  const title = page.locator('main h1');
  const styles = await title.evaluate((h1) => {
    const parse = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const range = document.createRange();
    range.selectNodeContents(h1);
    const lines = [...range.getClientRects()].map(({ x, y, width, height }) => ({ x, y, width, height }));
    const style = getComputedStyle(h1);
    return { text: parse(style.color), scrim: parse(style.backgroundColor), lines };
  });
  const text = styles.text.slice(0, 3) as Rgb;
  const [r = 0, g = 0, b = 0, alpha = 0] = styles.scrim;
  const on = (pixel: number): Rgb => [r, g, b].map((c) => c * alpha + pixel * (1 - alpha)) as Rgb;
  const guaranteed = Math.min(contrast(text, on(0)), contrast(text, on(255)));

  await title.evaluate((h1: HTMLElement) => h1.style.setProperty('color', 'transparent'));
  let measured = Infinity;
  for (const line of styles.lines) {
    const clip = { x: Math.max(0, line.x), y: Math.max(0, line.y), width: Math.ceil(line.width), height: Math.ceil(line.height) };
    const { data, info } = await sharp(await page.screenshot({ clip }))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (let i = 0; i < info.width * info.height * 3; i += 3) measured = Math.min(measured, contrast(text, [data[i], data[i + 1], data[i + 2]]));
  }
  await title.evaluate((h1: HTMLElement) => h1.style.removeProperty('color'));
  return { measured, guaranteed, lines: styles.lines.length };
}

// What the accessibility suite checks on a page, shared by its specs: an axe scan of the WCAG 2.2
// A and AA rules and best practices, the focus outline of every control against what is really
// behind it, and what sticks out sideways.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { WCAG_TAGS } from './fixtures';
import { overflowPastWindow } from './page-sweep';

/** The axe rules a page is held to: WCAG 2.2 A and AA, and axe's best practices. */
export const axeScan = (page: Page) => new AxeBuilder({ page }).withTags([...WCAG_TAGS, 'best-practice']).options({ resultTypes: ['violations'] });

// Rules axe leaves for review when it should fail them: an `aria-label` on an element without a
// role (a weekday's `<abbr>`) is against ARIA, and it is only because some screen readers read it
// anyway that axe does not call it a violation.
const REVIEW_AS_VIOLATION = ['aria-prohibited-attr'];

/** Each violation as one line: the rule and the elements that break it. */
export async function axeViolations(builder: AxeBuilder): Promise<string[]> {
  const { violations, incomplete } = await builder.analyze();
  return [...violations, ...incomplete.filter((r) => REVIEW_AS_VIOLATION.includes(r.id))].map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** WCAG 1.4.11: a focus indicator needs 3:1 against the colours next to it. */
const FOCUS_CONTRAST = 3;

type Rgba = [number, number, number, number];

/** `top` painted over `below`. */
const over = (top: Rgba, below: Rgba): Rgba => {
  const a = top[3] + below[3] * (1 - top[3]);
  if (a === 0) return [0, 0, 0, 0];
  const mix = (i: number) => (top[i] * top[3] + below[i] * below[3] * (1 - top[3])) / a;
  return [mix(0), mix(1), mix(2), a];
};
const luminance = ([r, g, b]: Rgba) => {
  const linear = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};
/** WCAG's contrast ratio of two opaque colours. */
const contrast = (a: Rgba, b: Rgba) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
};

/** Where an outline is drawn: a point just outside the control, and the backgrounds painted there, top first; null over a picture. */
type Spot = { dx: number; dy: number; layers: Rgba[] | null };
type Surveyed = { index: number; name: string; ring: Rgba | null; spots: Spot[] };

/**
 * Focuses each control Tab can reach, one after the other, and reads its outline (null when there
 * is none, or thinner than 2 px) and, at the middle of each of its four sides, half the outline's
 * width out, what `elementsFromPoint` finds painted there under the control. Each control gets
 * `data-focus-survey` with its index, for a second look at those over a picture.
 */
const survey = (page: Page) =>
  page.evaluate((): Surveyed[] => {
    const parse = (css: string): Rgba => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, a];
    };
    // An outline drawn inside the control (a negative offset) is seen against the control's own background.
    const layersAt = (x: number, y: number, control: Element, inside: boolean): Rgba[] | null => {
      const layers: Rgba[] = [];
      for (const el of document.elementsFromPoint(x, y)) {
        if (control.contains(el) && !(inside && el === control)) continue;
        if (['IMG', 'VIDEO', 'CANVAS', 'IFRAME'].includes(el.tagName)) return null;
        const style = getComputedStyle(el);
        if (style.backgroundImage.includes('url(')) return null;
        layers.push(parse(style.backgroundColor));
      }
      return layers;
    };
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')].filter(
      (el) => el.tabIndex >= 0 && !el.closest('[inert]') && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0,
    );
    const found: Surveyed[] = [];
    controls.forEach((el, index) => {
      el.scrollIntoView({ block: 'center', inline: 'nearest' });
      el.focus({ preventScroll: true });
      if (document.activeElement !== el || getComputedStyle(el).visibility === 'hidden') return;
      el.dataset.focusSurvey = String(index);
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      const style = getComputedStyle(el);
      const width = parseFloat(style.outlineWidth);
      if (style.outlineStyle === 'none' || width < 2) {
        found.push({ index, name, ring: null, spots: [] });
        return;
      }
      const out = parseFloat(style.outlineOffset) + width / 2;
      const box = el.getBoundingClientRect();
      const spots = [
        [-out, box.height / 2],
        [box.width + out, box.height / 2],
        [box.width / 2, -out],
        [box.width / 2, box.height + out],
      ]
        .filter(([dx, dy]) => box.left + dx >= 0 && box.top + dy >= 0 && box.left + dx < innerWidth && box.top + dy < innerHeight)
        .map(([dx, dy]) => ({ dx, dy, layers: layersAt(box.left + dx, box.top + dy, el, out < 0) }));
      found.push({ index, name, ring: parse(style.outlineColor), spots });
    });
    return found;
  });

/** The colour of the screen's pixel at a point of the window. */
async function pixelAt(page: Page, x: number, y: number): Promise<Rgba> {
  const shot = await page.screenshot({ clip: { x: Math.floor(x), y: Math.floor(y), width: 1, height: 1 } });
  const [r, g, b] = await sharp(shot).removeAlpha().raw().toBuffer();
  return [r, g, b, 1];
}

/**
 * The controls Tab can reach whose focus outline is missing, thinner than 2 px, or under 3:1
 * against what is painted just outside the control, where the outline is drawn: backgrounds
 * blended as the browser paints them (a translucent box over the band below it), and over a
 * picture the picture's own pixel there, taken with the outline hidden. Focus is shown as the
 * keyboard shows it: a key is pressed first.
 */
export async function focusOutlineProblems(page: Page): Promise<string[]> {
  await page.keyboard.press('Shift');
  const problems: string[] = [];
  for (const { index, name, ring, spots } of await survey(page)) {
    if (!ring) {
      problems.push(`${name}: no focus outline`);
      continue;
    }
    const backgrounds: Rgba[] = [];
    for (const { dx, dy, layers } of spots) {
      if (layers) {
        backgrounds.push([...layers, [255, 255, 255, 1] as Rgba].reduceRight((below, top) => over(top, below)));
        continue;
      }
      // Focused where it was, its outline hidden for the moment the pixel is taken.
      const control = page.locator(`[data-focus-survey="${index}"]`);
      const box = await control.evaluate((el: HTMLElement) => {
        el.scrollIntoView({ block: 'center', inline: 'nearest' });
        el.focus({ preventScroll: true });
        el.style.setProperty('outline-style', 'none', 'important');
        const { left, top } = el.getBoundingClientRect();
        return { left, top };
      });
      backgrounds.push(await pixelAt(page, box.left + dx, box.top + dy));
      await control.evaluate((el: HTMLElement) => el.style.removeProperty('outline-style'));
    }
    const worst = Math.min(...backgrounds.map((bg) => contrast(over(ring, bg), bg)));
    if (worst < FOCUS_CONTRAST) problems.push(`${name}: outline rgb(${ring.slice(0, 3).join(', ')}) at ${worst.toFixed(2)}:1`);
  }
  return problems;
}

/** How far the page reaches past the window's right edge, in CSS px, and what sticks out most. */
export const sidewaysOverflow = (page: Page) => page.evaluate(overflowPastWindow);

import { setContentImageSizes } from '../../src/content/content-image-sizes.server';
import { findElement, hasClass } from '../../src/content/dom';
import { parseHtml } from '../../src/content/parse-html.server';

/** The width a `sizes` list gives at a screen `viewport` px wide, as a browser reads it (min-width conditions, px, vw, calc). */
function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,\s*(?![^()]*\))/)) {
    const match = /^(?:\(min-width: (\d+)px\)\s+)?(.+)$/.exec(entry.trim());
    if (!match) throw new Error(`unreadable: ${entry}`);
    if (match[1] && viewport < Number(match[1])) continue;
    const expression = match[2]
      .replace(/calc\(/g, '(')
      .replace(/([\d.]+)px/g, '$1')
      .replace(/([\d.]+)vw/g, `($1 * ${viewport} / 100)`);
    if (!/^[\d\s.()*/+-]+$/.test(expression)) throw new Error(`unreadable: ${expression}`);
    return Math.round(Number(new Function(`return ${expression}`)()) * 10) / 10;
  }
  throw new Error(`no width for ${viewport} px in ${sizes}`);
}

const sizesOfImageIn = (html: string) => {
  const content = parseHtml(html);
  setContentImageSizes(content);
  const image = findElement(content, (element) => element.name === 'img' && hasClass(element, 'wp-image-1'));
  if (!image?.attribs.sizes) throw new Error('no sizes');
  return image.attribs.sizes;
};
const IMAGE = '<figure class="wp-block-image"><img class="wp-image-1" src="a.jpg" alt=""></figure>';
const columns = (count: number, classes = '', style = '') =>
  `<div class="wp-block-columns ${classes}">${Array.from({ length: count }, (_, i) => `<div class="wp-block-column" style="${i === 0 ? style : ''}">${i === 0 ? IMAGE : '<p>text</p>'}</div>`).join('')}</div>`;

test('a picture in the text is as wide as the text: 92% of a phone, the 672 px measure from 730 px', () => {
  const sizes = sizesOfImageIn(IMAGE);
  expect([360, 412, 700, 800, 1280, 1920].map((width) => slotWidth(sizes, width))).toEqual([331.2, 379, 644, 672, 672, 672]);
});

test('a wide or full-width block takes the container from 960 px, and keeps to the text below', () => {
  for (const align of ['alignwide', 'alignfull']) {
    const sizes = sizesOfImageIn(`<div class="wp-block-cover ${align}">${IMAGE}</div>`);
    expect([412, 800, 1000, 1280].map((width) => slotWidth(sizes, width))).toEqual([379, 672, 920, 1090]);
  }
});

test('a picture in one of three columns: the whole text width when they stack, its share side by side', () => {
  const sizes = sizesOfImageIn(columns(3));
  // 800 px: the measure less two gaps, by three; 1280 px: the container less two gaps, by three.
  expect([412, 740, 800, 1000, 1280].map((width) => slotWidth(sizes, width))).toEqual([379, 672, 208, 290.7, 347.3]);
});

test('four columns make rows of two between 768 and 960 px', () => {
  const sizes = sizesOfImageIn(columns(4));
  expect([412, 800, 1280].map((width) => slotWidth(sizes, width))).toEqual([379, 324, 254.5]);
});

test('columns kept side by side on a phone share its width there too', () => {
  const sizes = sizesOfImageIn(columns(2, 'is-not-stacked-on-mobile'));
  expect([412, 740, 1280].map((width) => slotWidth(sizes, width))).toEqual([177.5, 324, 533]);
});

test("a column the editor sized takes its width's share of the row", () => {
  const sizes = sizesOfImageIn(columns(2, '', 'flex-basis:66.66%'));
  expect([412, 800, 1280].map((width) => slotWidth(sizes, width))).toEqual([379, 448, 726.6]);
});

test('a gallery: one picture a row on a small phone, two from 500 px and at the measure', () => {
  const sizes = sizesOfImageIn(`<figure class="wp-block-gallery has-nested-images">${IMAGE}</figure>`);
  expect([412, 600, 800, 1280].map((width) => slotWidth(sizes, width))).toEqual([379, 270, 330, 330]);
});

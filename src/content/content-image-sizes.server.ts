// How wide a picture of the content is drawn, as the `sizes` of its <picture>: the browser picks
// the copy to download from it before any CSS is applied. Worked out at build time and written
// into the page's content tree, so that browsers get the answer, not this code. The widths follow
// the page's layout (global.css, page.module.css, wordpress-blocks.css):
// - text and its pictures keep to the measure (42rem) between gutters of clamp(1rem, 4vw, 2.5rem),
//   which leave 92% of the screen on a phone;
// - from 960 px, columns and wide or full-width blocks take the container (1170 px less its gutters);
// - columns stand side by side from 768 px, 1.5rem apart (four or more in rows of two until
//   960 px), or at every width when the editor switched stacking off;
// - a gallery fills rows of pictures at least 14rem wide, 0.75rem apart.
// Saying "the whole screen" instead made a phone of 412 px at 1.75x take the 792 px copy of a
// picture drawn 379 px wide, where the 672 px one is sharp. Where a width is not known exactly
// (a column the editor sized), it errs on the wide side: a picture is never drawn blurred. A
// feature that lays pictures out its own way says how wide (`ImageSizes` in ResponsiveImage.tsx).
import { classesOf, closest, findElements, hasClass, isElement, type ContentNode, type Element } from './dom';

const MEASURE = 672;
const CONTAINER = 1090;
const COLUMN_GAP = 24;
const GALLERY_GAP = 12;
const GALLERY_MIN = 224;
/** Where the text column reaches the measure: 672 px plus two gutters of 4vw. */
const MEASURE_FROM = Math.ceil(MEASURE / 0.92);

const TEXT = `(min-width: ${MEASURE_FROM}px) ${MEASURE}px, 92vw`;
const WIDE = `(min-width: 1170px) ${CONTAINER}px, (min-width: 960px) 92vw, ${TEXT}`;

const within = (image: Element, test: (element: Element) => boolean): Element | null => (test(image) ? image : closest(image, test));

/**
 * A column's share of a row `row` wide (a CSS length): the editor's own width (`flex-basis: 33%`),
 * or an equal share of what the gaps leave.
 */
function columnWidth(row: string, basis: number | null, count: number): string {
  if (basis !== null) return `calc(${row} * ${basis / 100})`;
  return count === 1 ? row : `calc((${row} - ${(count - 1) * COLUMN_GAP}px) / ${count})`;
}

function columnSizes(column: Element, columns: Element): string {
  const count = columns.children.filter((child) => isElement(child) && hasClass(child, 'wp-block-column')).length;
  const basis = /flex-basis:\s*([\d.]+)%/.exec(column.attribs.style ?? '');
  const percent = basis ? Number(basis[1]) : null;
  const stacks = !hasClass(columns, 'is-not-stacked-on-mobile');
  const inRowsOfTwo = stacks && count >= 4;
  return [
    `(min-width: 1170px) ${columnWidth(`${CONTAINER}px`, percent, count)}`,
    `(min-width: 960px) ${columnWidth('92vw', percent, count)}`,
    `(min-width: 768px) ${columnWidth(`${MEASURE}px`, inRowsOfTwo ? null : percent, inRowsOfTwo ? 2 : count)}`,
    stacks ? TEXT : `(min-width: ${MEASURE_FROM}px) ${columnWidth(`${MEASURE}px`, percent, count)}, ${columnWidth('92vw', percent, count)}`,
  ].join(', ');
}

/** The `sizes` of the picture `image` (an element of the content) for where it stands in the content. */
function contentImageSizes(image: Element): string {
  const wide = within(image, (element) => classesOf(element).some((name) => name === 'alignwide' || name === 'alignfull')) !== null;
  const column = within(image, (element) => hasClass(element, 'wp-block-column'));
  if (column?.parent && hasClass(column.parent, 'wp-block-columns')) return columnSizes(column, column.parent);
  const gallery = within(image, (element) => hasClass(element, 'wp-block-gallery'));
  if (gallery && !wide) {
    // Two pictures a row once two of 14rem fit; at the measure, still two (three need 696 px).
    const two = 2 * GALLERY_MIN + GALLERY_GAP;
    return `(min-width: ${MEASURE_FROM}px) ${(MEASURE - GALLERY_GAP) / 2}px, (min-width: ${Math.ceil(two / 0.92)}px) calc((92vw - ${GALLERY_GAP}px) / 2), 92vw`;
  }
  return wide ? WIDE : TEXT;
}

/** Writes the `sizes` of each picture of the content into its `img` (replacing WordPress's, which were for its own copies). */
export function setContentImageSizes(nodes: readonly ContentNode[]): void {
  for (const image of findElements(nodes, (element) => element.name === 'img')) image.attribs.sizes = contentImageSizes(image);
}

import type { DOMNode, Element } from 'html-react-parser';
import { isImageHref, type LightboxItem } from './lightbox-logic';

// What the editor wrote, read from the parsed WordPress HTML: the links to image files, their
// images' alt text and the captions of their figures.

const isTag = (node: DOMNode | null | undefined): node is Element => node?.type === 'tag';
const childTags = (element: Element): Element[] => (element.children as DOMNode[]).filter(isTag);
const classesOf = (element: Element) => (element.attribs.class ?? '').split(/\s+/);

const textOf = (node: DOMNode): string =>
  node.type === 'text' ? (node as { data: string }).data : isTag(node) ? (node.children as DOMNode[]).map(textOf).join('') : '';

function findAll(element: Element, test: (e: Element) => boolean, found: Element[] = []): Element[] {
  for (const child of childTags(element)) {
    if (test(child)) found.push(child);
    findAll(child, test, found);
  }
  return found;
}

const containsImage = (element: Element) => findAll(element, (e) => e.name === 'img' || 'data-gatsby-image-wrapper' in e.attribs || /\bwp-image-\d+/.test(e.attribs.class ?? '')).length > 0;

/** A link to an image file around an image: what the block editor writes for "link to media file". */
export const isImageLink = (element: Element): boolean => element.name === 'a' && isImageHref(element.attribs.href) && containsImage(element);

/** A gallery whose images open in the lightbox (the sliders' galleries are theirs). */
export const isLightboxGallery = (element: Element): boolean => {
  const classes = classesOf(element);
  return element.name === 'figure' && classes.includes('wp-block-gallery') && !classes.includes('main-slider') && !classes.includes('awards-slider');
};

export const imageLinksIn = (element: Element): Element[] => findAll(element, isImageLink);

/** The gallery the link belongs to, if any. */
export function galleryOf(link: Element): Element | null {
  for (let parent = link.parent; isTag(parent as DOMNode); parent = (parent as Element).parent) {
    if (isLightboxGallery(parent as Element)) return parent as Element;
  }
  return null;
}

export function lightboxItem(link: Element): LightboxItem {
  // gatsby-plugin-image writes an empty-alt placeholder before the real image: take the first alt text.
  const alt = findAll(link, (e) => e.name === 'img' && Boolean(e.attribs.alt)).map((img) => img.attribs.alt)[0] ?? '';
  const figure = isTag(link.parent as DOMNode) ? (link.parent as Element) : null;
  const caption = figure ? childTags(figure).find((e) => e.name === 'figcaption') : undefined;
  return { href: link.attribs.href, alt, caption: caption ? textOf(caption).trim() : '' };
}

import { childElements, classesOf, closest, findElements, parentElement, textOf, type Element } from '../../content/dom';
import { mediaKindOf, type LightboxItem } from './lightbox-logic';

// What the editor wrote, read from the parsed WordPress HTML: the links to image and video files
// around images, those images' alt text and the captions of their figures.

// Below the element, not the element itself.
const findAll = (element: Element, test: (e: Element) => boolean): Element[] => findElements(element.children, test);

const containsImage = (element: Element) =>
  findAll(element, (e) => e.name === 'img' || 'data-gatsby-image-wrapper' in e.attribs || /\bwp-image-\d+/.test(e.attribs.class ?? '')).length > 0;

/**
 * A link to a media file around an image: what the block editor writes for "Link to → Media
 * File", or for an image linked to a video's URL (the image is then the video's poster).
 */
export const isMediaLink = (element: Element): boolean => element.name === 'a' && mediaKindOf(element.attribs.href) !== null && containsImage(element);

/** A gallery whose images open in the lightbox (the sliders' galleries are theirs). */
export const isLightboxGallery = (element: Element): boolean => {
  const classes = classesOf(element);
  return element.name === 'figure' && classes.includes('wp-block-gallery') && !classes.includes('main-slider') && !classes.includes('awards-slider');
};

export const mediaLinksIn = (element: Element): Element[] => findAll(element, isMediaLink);

/** The gallery the link belongs to, if any. */
export const galleryOf = (link: Element): Element | null => closest(link, isLightboxGallery);

// gatsby-plugin-image writes an empty-alt placeholder (an SVG data URL) before the real image,
// whose file is in `data-src` until it loads: take the first image with alt text.
const mainImage = (link: Element): Element | undefined => findAll(link, (e) => e.name === 'img' && Boolean(e.attribs.alt))[0];
const fileOf = (img: Element | undefined): string | undefined => [img?.attribs['data-src'], img?.attribs.src].find((src) => src && !src.startsWith('data:'));

export function lightboxItem(link: Element): LightboxItem {
  const href = link.attribs.href;
  const img = mainImage(link);
  const alt = img?.attribs.alt ?? '';
  const figure = parentElement(link);
  const figcaption = figure ? childElements(figure).find((e) => e.name === 'figcaption') : undefined;
  const caption = figcaption ? textOf(figcaption).trim() : '';
  if (mediaKindOf(href) === 'video') {
    const poster = fileOf(img);
    return poster ? { kind: 'video', href, alt, caption, poster } : { kind: 'video', href, alt, caption };
  }
  return { kind: 'image', href, alt, caption };
}

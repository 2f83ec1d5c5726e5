import { parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { galleryOf, imageLinksIn, isImageLink, isLightboxGallery, lightboxItem } from '../../../src/features/lightbox/lightbox-items';

const root = (html: string) => parseDocument(html).children.find((n): n is Element => n.type === 'tag') as Element;

// What gatsby-source-wordpress leaves in content: the link to the full file around a responsive image.
const gatsbyFigure = (file: string, alt: string, caption: string) =>
  `<figure class="wp-block-image"><a href="/static/abc/${file}"><div data-gatsby-image-wrapper="" class="gatsby-image-wrapper wp-image-1">` +
  `<div><img alt="" role="presentation" src="data:x"/></div><picture><img data-main-image="" alt="${alt}" src="/static/abc/1/${file}"/></picture></div></a>` +
  `<figcaption class="wp-element-caption">${caption}</figcaption></figure>`;

test('a gallery lists its linked images with alt text and captions, in order', () => {
  const gallery = root(`<figure class="wp-block-gallery has-nested-images">${gatsbyFigure('a.jpg', 'The terrace', 'At sunset')}${gatsbyFigure('b.jpg', 'The harbour', 'Boats')}</figure>`);
  expect(isLightboxGallery(gallery)).toBe(true);
  const links = imageLinksIn(gallery);
  expect(links.map(lightboxItem)).toEqual([
    { href: '/static/abc/a.jpg', alt: 'The terrace', caption: 'At sunset' },
    { href: '/static/abc/b.jpg', alt: 'The harbour', caption: 'Boats' },
  ]);
  expect(galleryOf(links[1])).toBe(gallery);
});

test('slider galleries, text links and links to pages are not the lightbox’s', () => {
  expect(isLightboxGallery(root('<figure class="wp-block-gallery main-slider"></figure>'))).toBe(false);
  expect(isImageLink(root('<a href="/static/abc/a.jpg">the file</a>'))).toBe(false);
  expect(isImageLink(root('<a href="/rooms/"><img alt="Rooms" src="/r.jpg"/></a>'))).toBe(false);
  const single = root('<figure class="wp-block-image"><a href="/wp-content/uploads/s.jpg"><img alt="Spa" src="/s.jpg"/></a></figure>');
  const link = imageLinksIn(single)[0];
  expect(isImageLink(link)).toBe(true);
  expect(galleryOf(link)).toBeNull();
  expect(lightboxItem(link)).toEqual({ href: '/wp-content/uploads/s.jpg', alt: 'Spa', caption: '' });
});

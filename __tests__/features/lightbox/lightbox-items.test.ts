import { isElement, type Element } from '../../../src/content/dom';
import { parseHtml } from '../../../src/content/parse-html.server';
import { galleryOf, isLightboxGallery, isMediaLink, lightboxItem, mediaLinksIn } from '../../../src/features/lightbox/lightbox-items';

const root = (html: string): Element => {
  const element = parseHtml(html).find(isElement);
  if (!element) throw new Error('no element in the markup');
  return element;
};

// What gatsby-source-wordpress leaves in content: the link to the full file around a responsive image.
const gatsbyFigure = (file: string, alt: string, caption: string) =>
  `<figure class="wp-block-image"><a href="/static/abc/${file}"><div data-gatsby-image-wrapper="" class="gatsby-image-wrapper wp-image-1">` +
  `<div><img alt="" role="presentation" src="data:x"/></div><picture><img data-main-image="" alt="${alt}" src="/static/abc/1/${file}"/></picture></div></a>` +
  `<figcaption class="wp-element-caption">${caption}</figcaption></figure>`;

test('a gallery lists its linked images with alt text and captions, in order', () => {
  const gallery = root(
    `<figure class="wp-block-gallery has-nested-images">${gatsbyFigure('a.jpg', 'The terrace', 'At sunset')}${gatsbyFigure('b.jpg', 'The harbour', 'Boats')}</figure>`,
  );
  expect(isLightboxGallery(gallery)).toBe(true);
  const links = mediaLinksIn(gallery);
  expect(links.map(lightboxItem)).toEqual([
    { kind: 'image', href: '/static/abc/a.jpg', alt: 'The terrace', caption: 'At sunset' },
    { kind: 'image', href: '/static/abc/b.jpg', alt: 'The harbour', caption: 'Boats' },
  ]);
  expect(galleryOf(links[1])).toBe(gallery);
});

test('slider galleries, text links and links to pages are not the lightbox’s', () => {
  expect(isLightboxGallery(root('<figure class="wp-block-gallery main-slider"></figure>'))).toBe(false);
  expect(isMediaLink(root('<a href="/static/abc/a.jpg">the file</a>'))).toBe(false);
  expect(isMediaLink(root('<a href="/rooms/"><img alt="Rooms" src="/r.jpg"/></a>'))).toBe(false);
  const single = root('<figure class="wp-block-image"><a href="/wp-content/uploads/s.jpg"><img alt="Spa" src="/s.jpg"/></a></figure>');
  const link = mediaLinksIn(single)[0];
  expect(isMediaLink(link)).toBe(true);
  expect(galleryOf(link)).toBeNull();
  expect(lightboxItem(link)).toEqual({ kind: 'image', href: '/wp-content/uploads/s.jpg', alt: 'Spa', caption: '' });
});

test('an image linked to a video file opens the video, the image as its poster', () => {
  // gatsby-plugin-image keeps the file of a lazily loaded image in data-src.
  const figure = root(
    '<figure class="wp-block-image"><a href="/static/def/bay-in-motion.webm"><div data-gatsby-image-wrapper="" class="gatsby-image-wrapper wp-image-110">' +
      '<img alt="" role="presentation" src="data:image/svg+xml,x"/><picture><img data-main-image="" alt="The bay seen from the terrace" data-src="/static/def/1/bay-poster.jpg"/></picture></div></a>' +
      '<figcaption class="wp-element-caption">The bay, from the rooftop</figcaption></figure>',
  );
  const [link] = mediaLinksIn(figure);
  expect(isMediaLink(link)).toBe(true);
  expect(lightboxItem(link)).toEqual({
    kind: 'video',
    href: '/static/def/bay-in-motion.webm',
    alt: 'The bay seen from the terrace',
    caption: 'The bay, from the rooftop',
    poster: '/static/def/1/bay-poster.jpg',
  });
  // A text link to a video (a File block) stays a download link.
  expect(isMediaLink(root('<a href="/static/def/bay-in-motion.webm">Download the video</a>'))).toBe(false);
});

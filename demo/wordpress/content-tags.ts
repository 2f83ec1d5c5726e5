// wp_filter_content_tags(), the_content's filter at priority 12, in WordPress 6.8: an image from
// the media library gets its width and height (the block editor saves none) and the srcset and
// sizes of its copies, images and iframes with both dimensions are lazy-loaded (no page is "in
// the loop" for WPGraphQL, so none is exempt), and images are decoded asynchronously. Like
// WordPress it edits the tags as text.
import { sizesAttribute, srcset, type ImageSize } from './image-sizes';

/** What the filter needs of a media item: where it is, its size and its copies. */
export type LibraryImage = { url: string; width: number; height: number; sizes: ImageSize[]; folderUrl: string };

const attribute = (tag: string, name: string): string | null => new RegExp(`\\s${name}=(["'])(.*?)\\1`, 'i').exec(tag)?.[2] ?? null;

export function filterContentTags(html: string, imageById: (id: number) => LibraryImage | undefined): string {
  return html.replace(/<(img|iframe)\s[^>]+>/gi, (tag, name: string) => (name.toLowerCase() === 'img' ? filterImage(tag, imageById) : filterIframe(tag)));
}

function filterImage(tag: string, imageById: (id: number) => LibraryImage | undefined): string {
  let filtered = tag;
  const id = Number(/\bwp-image-(\d+)\b/.exec(attribute(tag, 'class') ?? '')?.[1] ?? 0);
  const image = id ? imageById(id) : undefined;
  if (image && !/\swidth=/.test(filtered) && !/\sheight=/.test(filtered)) filtered = withDimensions(filtered, image);
  if (image && !attribute(tag, 'srcset')) filtered = withSrcset(filtered, image);
  const dimensioned = attribute(filtered, 'width') !== null && attribute(filtered, 'height') !== null;
  if (!attribute(filtered, 'decoding')) filtered = filtered.replace(/^<img/i, '<img decoding="async"');
  if (dimensioned && !attribute(filtered, 'loading')) {
    filtered = filtered.replace(/^<img/i, '<img loading="lazy"');
    // wp_img_tag_add_auto_sizes(): a lazy image may take its width from the layout.
    filtered = filtered.replace(/\ssizes=(["'])(?!auto\b)/i, ' sizes=$1auto, ');
  }
  return filtered;
}

// wp_image_src_get_dimensions(): the original or the copy an image shows, by its file's name.
function shownCopy(tag: string, image: LibraryImage) {
  const src = attribute(tag, 'src');
  if (!src) return undefined;
  const file = src.split('?')[0].split('/').pop() ?? '';
  return [
    { url: image.url, width: image.width, height: image.height, file: image.url.split('/').pop() },
    ...image.sizes.map((s) => ({ ...s, url: `${image.folderUrl}${s.file}` })),
  ].find((c) => c.file === file);
}

// wp_img_tag_add_width_and_height_attr(): the block editor saves images without their size.
function withDimensions(tag: string, image: LibraryImage): string {
  const shown = shownCopy(tag, image);
  return shown ? tag.replace(/^<img/i, `<img width="${shown.width}" height="${shown.height}"`) : tag;
}

// wp_image_add_srcset_and_sizes(): only for the original or one of its copies, shown at a known width.
function withSrcset(tag: string, image: LibraryImage): string {
  const src = attribute(tag, 'src');
  const shown = shownCopy(tag, image);
  if (!src || !shown) return tag;
  const width = Number(attribute(tag, 'width')) || shown.width;
  const candidates = [
    ...image.sizes.map((s) => ({ url: `${image.folderUrl}${s.file}`, width: s.width, height: s.height })),
    { url: image.url, width: image.width, height: image.height },
  ];
  const set = srcset({ url: src, width: shown.width, height: shown.height }, candidates);
  if (!set) return tag;
  return tag.replace(/\s*\/?>$/, ` srcset="${set}" sizes="${sizesAttribute(width)}" />`);
}

// wp_iframe_tag_add_loading_attr()
function filterIframe(tag: string): string {
  if (attribute(tag, 'loading') || attribute(tag, 'width') === null || attribute(tag, 'height') === null) return tag;
  return tag.replace(/^<iframe/i, '<iframe loading="lazy"');
}

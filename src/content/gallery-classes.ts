// WordPress gives each gallery it renders a class numbered by wp_unique_id(), a counter of the
// request (`wp-block-gallery-5`: the fifth gallery). The page lists a clean build asks for count
// across pages, and a page fetched alone in a warm build counts from 1 again. Numbered within the
// page, each gallery gets the class it has when WordPress renders that page alone, whichever way
// the build fetched it.
const GALLERY_CLASS = /\bwp-block-gallery-(\d+)\b/g;

export function numberGalleriesOfPage(html: string): string {
  let count = 0;
  return html.replace(GALLERY_CLASS, () => `wp-block-gallery-${(count += 1)}`);
}

// Contact Form 7 names each form it renders with a unit tag counting the forms of the request
// (`wpcf7-f71-o3`: form 71, the third rendered). WordPress showing one page numbers its forms from
// 1; the page lists a clean build asks for count across pages, and a page fetched alone in a warm
// build counts from 1 again. Numbered within the page, each form gets the tag it has when
// WordPress shows that page, whichever way the build fetched it.
const UNIT_TAG = /\bwpcf7-f(\d+)(-p\d+)?-o(\d+)\b/g;

export function numberFormsOfPage(html: string): string {
  const numbers = new Map<string, number>();
  return html.replace(UNIT_TAG, (tag, form: string, post: string | undefined) => {
    if (!numbers.has(tag)) numbers.set(tag, numbers.size + 1);
    return `wpcf7-f${form}${post ?? ''}-o${numbers.get(tag)}`;
  });
}

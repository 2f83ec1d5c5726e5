// Contact Form 7 names each form it renders with a unit tag counting the forms of the request
// (`wpcf7-f71-o3`: form 71, the third rendered). WordPress showing one page numbers its forms from
// 1; the page lists a clean build asks for count across pages, and a page fetched alone in a warm
// build counts from 1 again. Numbered within the page, each form gets the tag it has when
// WordPress shows that page, whichever way the build fetched it.
//
// WordPress showing the page also names the page in the tag and in `_wpcf7_container_post`
// (`wpcf7-f71-p21-o1`, 21), where WPGraphQL's content has neither (`wpcf7-f71-o1`, 0). A form
// sent without its code (a plain post to the page on WordPress) is answered on that page only
// when its tag is the page's own: seen on WordPress 6.8.8 and 7.1 with CF7 6.1.6, the mail goes
// out either way, but with WPGraphQL's tag the page shows no verdict.
const UNIT_TAG = /\bwpcf7-f(\d+)(-p\d+)?-o(\d+)\b/g;
const CONTAINER_POST = /(name="_wpcf7_container_post" value=")0(")/g;

export function numberFormsOfPage(html: string, pageId?: number): string {
  const numbers = new Map<string, number>();
  const page = pageId ? `-p${pageId}` : '';
  const tagged = html.replace(UNIT_TAG, (tag, form: string, post: string | undefined) => {
    if (!numbers.has(tag)) numbers.set(tag, numbers.size + 1);
    return `wpcf7-f${form}${post ?? page}-o${numbers.get(tag)}`;
  });
  return pageId ? tagged.replace(CONTAINER_POST, `$1${pageId}$2`) : tagged;
}

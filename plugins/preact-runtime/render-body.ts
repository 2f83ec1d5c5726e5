import { renderToStringAsync } from 'preact-render-to-string';

// A page that waited for a feature's code (only the first page a worker renders with it) came out
// unlike the same page rendered later: Preact marks each part that waited with `<!--$s-->…<!--/$s-->`,
// and the parts rendered again while waiting took new `useId` numbers (`P0-1` for `P0-0`). Which
// pages wait depends on which pages a build renders, so a warm build differed from a clean one.
// Such a page is rendered once more, with every feature's code now loaded, and the marks go
// (the same elements rendered again keep them; Preact's hydration passes over comments).
const SUSPENSE_MARK = /<!--\/?\$s-->/g;

export type Body = Parameters<typeof renderToStringAsync>[0];

export async function renderBody(body: Body): Promise<string> {
  const html = await renderToStringAsync(body);
  const whole = html.search(SUSPENSE_MARK) === -1 ? html : await renderToStringAsync(body);
  return whole.replace(SUSPENSE_MARK, '');
}

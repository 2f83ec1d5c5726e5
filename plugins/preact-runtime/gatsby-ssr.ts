import type { GatsbySSR } from 'gatsby';
import { renderToStringAsync } from 'preact-render-to-string';

// Gatsby renders a page's body with React's `renderToPipeableStream` and waits for `onAllReady`:
// the whole page, lazily loaded features included. Preact's stream renderer sends the fallback of
// each lazy feature and then a script that swaps in the feature, which the site's security policy
// blocks and visitors without JavaScript would never get. The asynchronous string renderer waits
// for every lazy feature, so the page's HTML is whole, as it was with React.
//
// A page that waited for a feature's code (only the first page a worker renders with it) came out
// unlike the same page rendered later: Preact marks each part that waited with `<!--$s-->…<!--/$s-->`,
// and the parts rendered again while waiting took new `useId` numbers (`P0-1` for `P0-0`). Which
// pages wait depends on which pages a build renders, so a warm build differed from a clean one.
// Such a page is rendered once more, with every feature's code now loaded, and the marks go
// (the same elements rendered again keep them; Preact's hydration passes over comments).
const SUSPENSE_MARK = /<!--\/?\$s-->/g;

export async function renderBody(body: Parameters<typeof renderToStringAsync>[0]): Promise<string> {
  const html = await renderToStringAsync(body);
  const whole = html.search(SUSPENSE_MARK) === -1 ? html : await renderToStringAsync(body);
  return whole.replace(SUSPENSE_MARK, '');
}

export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(await renderBody(bodyComponent as Parameters<typeof renderToStringAsync>[0]));
};

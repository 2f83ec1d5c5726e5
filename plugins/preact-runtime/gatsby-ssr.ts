import type { GatsbySSR } from 'gatsby';
import { renderToStringAsync } from 'preact-render-to-string';

// Gatsby renders a page's body with React's `renderToPipeableStream` and waits for `onAllReady`:
// the whole page, lazily loaded features included. Preact's stream renderer sends the fallback of
// each lazy feature and then a script that swaps in the feature, which the site's security policy
// blocks and visitors without JavaScript would never get. The asynchronous string renderer waits
// for every lazy feature, so the page's HTML is whole, as it was with React.
//
// It also marks each part that had to wait with `<!--$s-->…<!--/$s-->`: only on the first page a
// worker renders with that feature, since its code is loaded then. The same page would come out
// different from one build to the next, so the marks go (Preact's hydration passes over comments).
const SUSPENSE_MARK = /<!--\/?\$s-->/g;

export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({ bodyComponent, replaceBodyHTMLString }) => {
  const html = await renderToStringAsync(bodyComponent as Parameters<typeof renderToStringAsync>[0]);
  replaceBodyHTMLString(html.replace(SUSPENSE_MARK, ''));
};

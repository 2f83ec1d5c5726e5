import type { GatsbySSR } from 'gatsby';
import { renderBody, type Body } from './render-body';

// Gatsby renders a page's body with React's `renderToPipeableStream` and waits for `onAllReady`:
// the whole page, lazily loaded features included. Preact's stream renderer sends the fallback of
// each lazy feature and then a script that swaps in the feature, which the site's security policy
// blocks and visitors without JavaScript would never get. The asynchronous string renderer waits
// for every lazy feature, so the page's HTML is whole, as it was with React (render-body.ts).
// Gatsby accepts only its own APIs as this file's exports.
export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(await renderBody(bodyComponent as Body));
};

// Gatsby tells its runtime which page it is on with an inline script, `window.pagePath="/rooms/"`,
// whose text differs on every page, and so does its hash in the security policy: one policy rule
// per page, more than a host reads (decision 014). The path moves to the element's `data-page-path`
// and the script reads it from there, so that its text is the same on every page.

const GATSBY_LOADER = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");([\s\S]*?)\/\*\]\]>\*\/<\/script>/;

/** The script that sets `window.pagePath` from its own element, the same on every page. */
export const PAGE_PATH_SCRIPT = 'window.pagePath=document.currentScript.getAttribute("data-page-path");';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page with Gatsby's page-path script reading the path from its element. What else Gatsby
 * writes into that script (the same on every page) is kept after it. A page without the script,
 * or already rewritten, is returned as it is.
 */
export function withPagePathOutOfScript(html: string): string {
  const match = GATSBY_LOADER.exec(html);
  if (!match) return html;
  const pagePath: unknown = JSON.parse(match[1]);
  if (typeof pagePath !== 'string') return html;
  const script = `<script id="gatsby-script-loader" data-page-path="${escapeAttribute(pagePath)}">${PAGE_PATH_SCRIPT}${match[2]}</script>`;
  return html.slice(0, match.index) + script + html.slice(match.index + match[0].length);
}

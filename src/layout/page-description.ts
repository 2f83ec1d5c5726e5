// WordPress pages have no excerpt in WPGraphQL, so the meta description is the page's first
// paragraph, cut at a word boundary to the length search engines show.
import { findElements, textOf, type ContentNode } from '../content/dom';

const MAX_LENGTH = 160;

/** From the page's parsed HTML (parse-html.server.ts), at build time. */
export function pageDescription(content: readonly ContentNode[]): string {
  for (const paragraph of findElements(content, (element) => element.name === 'p')) {
    const text = textOf(paragraph).replace(/\s+/g, ' ').trim();
    if (text.length < 40) continue; // skip captions, "Share this article" and the like
    if (text.length <= MAX_LENGTH) return text;
    const cut = text.slice(0, MAX_LENGTH - 1);
    return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.\s]+$/, '')}…`;
  }
  return '';
}

// Comment HTML is sanitised at build time, like page HTML, with the comment allow-list.
import sanitizeHtml from 'sanitize-html';
import { COMMENT_ATTRIBUTES, COMMENT_LINK_REL, COMMENT_TAGS, COMMENT_URL_SCHEMES } from './comment-html-policy';

export function sanitizeCommentHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: COMMENT_TAGS,
    allowedAttributes: COMMENT_ATTRIBUTES,
    allowedSchemes: COMMENT_URL_SCHEMES,
    allowProtocolRelative: false,
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe'],
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: COMMENT_LINK_REL } }),
    },
  }).trim();
}

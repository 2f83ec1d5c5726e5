// What WordPress does to the text of a new comment before it stores it (the pre_comment_* filters:
// kses with the small set of tags a commenter may use) and when it shows it (the comment_text
// filters, of which paragraphs and line breaks are what a reader notices).
import sanitizeHtml from 'sanitize-html';

// WordPress's $allowedtags, the tags a visitor without the unfiltered_html capability may use.
const COMMENT_TAGS: Record<string, string[]> = {
  a: ['href', 'title', 'rel'],
  abbr: ['title'],
  acronym: ['title'],
  b: [],
  blockquote: ['cite'],
  cite: [],
  code: [],
  del: ['datetime'],
  em: [],
  i: [],
  q: ['cite'],
  s: [],
  strike: [],
  strong: [],
};

export function filterCommentContent(raw: string): string {
  return sanitizeHtml(raw.replace(/\r\n?/g, '\n'), {
    allowedTags: Object.keys(COMMENT_TAGS),
    allowedAttributes: COMMENT_TAGS,
    allowedSchemes: ['http', 'https', 'mailto'],
    // wp_rel_ugc(): links in comments tell search engines they come from users.
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow ugc' }) },
  }).trim();
}

/** Paragraphs for blank lines, <br /> for single line breaks, as wpautop() renders comment text. */
export function renderCommentContent(filtered: string): string {
  const paragraphs = filtered
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.replace(/\n/g, '<br />\n')}</p>`);
  return `${paragraphs.join('\n')}\n`;
}

/** A commenter's name without markup or surrounding spaces. */
export function filterAuthorName(name: string): string {
  return sanitizeHtml(name, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

/** A commenter's website as esc_url_raw() keeps it: http(s) only, with http:// added when missing. */
export function filterAuthorUrl(url: string): string {
  const trimmed = url.trim().replace(/\s/g, '');
  if (!trimmed) return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `http://${trimmed}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? withScheme : '';
  } catch {
    return '';
  }
}

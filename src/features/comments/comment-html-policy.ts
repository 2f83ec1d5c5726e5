// What a visitor's comment may contain once it is shown: the tags WordPress allows in comments
// (its $allowedtags, plus the paragraphs and breaks its auto-formatting adds). The build
// (sanitize-html) and the browser (DOMPurify, for a comment that appears at once) both use it,
// so a comment looks the same before and after the next build.

export const COMMENT_TAGS = ['a', 'abbr', 'b', 'blockquote', 'br', 'cite', 'code', 'del', 'em', 'i', 'p', 'q', 's', 'strike', 'strong'];

export const COMMENT_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'rel'],
  abbr: ['title'],
  blockquote: ['cite'],
  del: ['datetime'],
  q: ['cite'],
};

export const COMMENT_URL_SCHEMES = ['http', 'https', 'mailto'];

/** Links written by visitors are not endorsed by the hotel (WordPress marks them the same way). */
export const COMMENT_LINK_REL = 'nofollow ugc';

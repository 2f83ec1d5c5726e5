// WordPress pages have no excerpt in WPGraphQL, so the meta description is the page's first
// paragraph, cut at a word boundary to the length search engines show.

const MAX_LENGTH = 160;

const decodeEntities = (text: string) =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&rsquo;|&#8217;/g, '’')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));

export function pageDescription(html: string): string {
  for (const match of html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)) {
    const text = decodeEntities(match[1].replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
    if (text.length < 40) continue; // skip captions, "Share this article" and the like
    if (text.length <= MAX_LENGTH) return text;
    const cut = text.slice(0, MAX_LENGTH - 1);
    return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.\s]+$/, '')}…`;
  }
  return '';
}

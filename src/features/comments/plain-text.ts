/**
 * WordPress's message as plain text, read by the browser's own HTML parser (a document made by
 * DOMParser runs no script and loads nothing). WPGraphQL sends it HTML-escaped, sometimes escaped
 * HTML (`&lt;strong&gt;Error:&lt;/strong&gt;`): read as text twice, entities decoded, then tags
 * dropped; white space folded.
 */
export function plainText(message: string): string {
  const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return textOf(textOf(message)).replace(/\s+/g, ' ').trim();
}

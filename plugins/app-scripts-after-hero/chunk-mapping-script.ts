// Gatsby writes into every page the files of every chunk of the build, `window.___chunkMapping`,
// the features' lazily loaded chunks included: some 450 bytes of every page's first round trip
// (decision 003). Its loader looks up only a page template's chunk there (to fetch its files before
// a link is followed); the features' chunks are found by webpack's own runtime. The page keeps the
// templates' entries, in the form Gatsby wrote them.
//
// Gatsby 5 writes the mapping as JSON text, which its loader indexes without parsing, so that the
// lookup finds nothing either way; the entries are kept for a Gatsby that reads them.

const CHUNK_MAPPING = /<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping=("(?:[^"\\]|\\.)*");\s*<\/script>/;
const TEMPLATE_CHUNK = /^component---/;

/** The page with the chunk mapping's entries for page templates only. A page without it is returned as it is. */
export function withTemplatesChunkMapping(html: string): string {
  const match = CHUNK_MAPPING.exec(html);
  if (!match) return html;
  let mapping: unknown;
  try {
    mapping = JSON.parse(JSON.parse(match[1]) as string);
  } catch {
    return html;
  }
  if (typeof mapping !== 'object' || mapping === null) return html;
  const templates = Object.fromEntries(Object.entries(mapping).filter(([chunk]) => TEMPLATE_CHUNK.test(chunk)));
  const script = `<script id="gatsby-chunk-mapping">window.___chunkMapping=${JSON.stringify(JSON.stringify(templates))};</script>`;
  return html.slice(0, match.index) + script + html.slice(match.index + match[0].length);
}

// Gatsby writes into every page the files of every chunk of the build, `window.___chunkMapping`,
// for its loader, which fetches a page template's files before a link is followed. The pages start
// with the site's own runtime instead (plugins/page-runtime/), and webpack's runtime finds every
// chunk itself: the script is some 450 bytes of every page's first round trip (decision 003) that
// nothing reads, and is taken out.

const CHUNK_MAPPING = /<script\s+id="gatsby-chunk-mapping"\s*>[\s\S]*?<\/script>\s*/;

/** The page without Gatsby's chunk mapping. A page without it is returned as it is. */
export const withoutChunkMapping = (html: string): string => html.replace(CHUNK_MAPPING, '');

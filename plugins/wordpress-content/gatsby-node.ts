// Page HTML is sanitised once, at build time; pages and the browser only ever see the result.
// The media items behind its images are looked up here, so the renderer can make them responsive.
import type { GatsbyNode } from 'gatsby';
import { setContentImageSizes } from '../../src/content/content-image-sizes.server';
import { rewriteCoreBlocks } from '../../src/content/core-blocks.server';
import { wpImageIds } from '../../src/content/content-images';
import { numberFormsOfPage } from '../../src/content/form-unit-tags';
import { numberGalleriesOfPage } from '../../src/content/gallery-classes';
import { packContent, parseHtml } from '../../src/content/parse-html.server';
import { DEFAULT_IFRAME_HOSTS, sanitizeWordPressHtml } from '../../src/content/sanitize';
import { splitHeroBlock, type HeroSplit } from '../../src/content/hero-block';
import { pageDescription } from '../../src/layout/page-description';
import { readSettings } from '../../src/config/settings.server';

type ResolverContext = {
  nodeModel: { findAll: (args: { type: string; query: object }) => Promise<{ entries: Iterable<unknown> }> };
};

/** What the resolvers read of a page node: its HTML, and its id, which its forms' unit tags name. */
type Page = { content?: string | null; databaseId?: number | null; uri?: string | null };

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers, reporter }) => {
  const { wordpressGraphqlUrl } = readSettings();
  // A page's query asks for its HTML, its tree and its description one after the other: the
  // last pages' results are kept, so that each page is sanitised and parsed once.
  const recent = new Map<string, { html: string; split: HeroSplit }>();
  const safe = ({ content, databaseId, uri }: Page) => {
    const key = `${databaseId ?? ''}:${content ?? ''}`;
    let found = recent.get(key);
    if (!found) {
      const html = sanitizeWordPressHtml(
        numberGalleriesOfPage(numberFormsOfPage(content ?? '', databaseId ?? undefined)),
        DEFAULT_IFRAME_HOSTS,
        wordpressGraphqlUrl,
      );
      // WordPress blocks the site has nothing in place of (decision 022): said once per page and block.
      const leftOut = new Set<string>();
      const tree = rewriteCoreBlocks(parseHtml(html), (block) => leftOut.add(block));
      for (const block of leftOut)
        reporter.warn(`The page ${uri ?? databaseId ?? ''} holds a ${block} block, which the site leaves out (see docs/editors.md).`);
      setContentImageSizes(tree);
      found = { html, split: splitHeroBlock(tree) };
      recent.set(key, found);
      if (recent.size > 8) recent.delete(recent.keys().next().value as string);
    }
    return found;
  };
  createResolvers({
    WpPage: {
      safeContent: {
        type: 'String',
        resolve: (source: Page) => safe(source).html,
      },
      // The same HTML parsed, for the page's data: browsers render it without an HTML parser.
      // A first block the hero shows (hero-block.ts) is its own tree, and not in the content's.
      heroTree: {
        type: 'JSON',
        resolve: (source: Page) => {
          const { hero } = safe(source).split;
          return hero ? packContent([hero]) : [];
        },
      },
      contentTree: {
        type: 'JSON',
        resolve: (source: Page) => packContent(safe(source).split.rest),
      },
      // WordPress pages have no excerpt in WPGraphQL: the meta description comes from the text
      // under the hero (a stay search's words say nothing of the page).
      description: {
        type: 'String',
        resolve: (source: Page) => pageDescription(safe(source).split.rest),
      },
      contentImages: {
        type: '[WpMediaItem!]!',
        resolve: async (source: { content?: string | null }, _args: unknown, context: ResolverContext) => {
          const ids = wpImageIds(source.content ?? '');
          if (ids.length === 0) return [];
          const { entries } = await context.nodeModel.findAll({ type: 'WpMediaItem', query: { filter: { databaseId: { in: ids } } } });
          // In the page's order: the data layer returns them in the order it made the nodes,
          // which differs between a clean and a warm build.
          return (Array.from(entries) as { databaseId: number }[]).sort((a, b) => ids.indexOf(a.databaseId) - ids.indexOf(b.databaseId));
        },
      },
    },
  });
};

// Page HTML is sanitised once, at build time; pages and the browser only ever see the result.
// The media items behind its images are looked up here, so the renderer can make them responsive.
import type { GatsbyNode } from 'gatsby';
import { wpImageIds } from '../../src/content/content-images';
import { numberFormsOfPage } from '../../src/content/form-unit-tags';
import { numberGalleriesOfPage } from '../../src/content/gallery-classes';
import { DEFAULT_IFRAME_HOSTS, sanitizeWordPressHtml } from '../../src/content/sanitize';
import { readSettings } from '../../src/config/settings.server';

type ResolverContext = {
  nodeModel: { findAll: (args: { type: string; query: object }) => Promise<{ entries: Iterable<unknown> }> };
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  const { wordpressGraphqlUrl } = readSettings();
  createResolvers({
    WpPage: {
      safeContent: {
        type: 'String',
        resolve: (source: { content?: string | null }) =>
          sanitizeWordPressHtml(numberGalleriesOfPage(numberFormsOfPage(source.content ?? '')), DEFAULT_IFRAME_HOSTS, wordpressGraphqlUrl),
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

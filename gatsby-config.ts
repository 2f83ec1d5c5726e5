import type { GatsbyConfig } from 'gatsby';
import { loadEnvFileIfPresent } from './src/config/env-file.server';
import { readSettings, SettingsError } from './src/config/settings.server';
import { sitemapAlternates, type SitemapPage } from './src/layout/sitemap-alternates';

// `gatsby build` run by hand reads the operator's `.env` too, not only `npm run build`.
loadEnvFileIfPresent();
// A wrong setting must stop the build with its name: the site-settings plugin does that, first
// thing. Gatsby goes on with an empty configuration when this file throws (no plugins, so no such
// message, and a build that fails later on a missing WordPress), so here it only stands aside.
const settings = (() => {
  try {
    return readSettings();
  } catch (error) {
    if (error instanceof SettingsError) return null;
    throw error;
  }
})();
const siteUrl = settings?.siteUrl ?? 'http://settings.invalid';
const wordpressGraphqlUrl = settings?.wordpressGraphqlUrl ?? 'http://settings.invalid/graphql';

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  graphqlTypegen: false,
  trailingSlash: 'always',
  plugins: [
    // Local plugins (plugins/) first: the settings are checked before anything is built, then every
    // request to WordPress gets the retry policy and WordPress is asked once before the build
    // depends on it.
    'site-settings',
    'wordpress-requests',
    // Registers the comparison gatsby-source-wordpress runs in warm builds (decision 012).
    'wordpress-reconcile',
    {
      resolve: 'gatsby-source-wordpress',
      options: {
        url: wordpressGraphqlUrl,
        schema: {
          timeout: 30000,
          perPage: 100,
        },
        develop: {
          nodeUpdateInterval: 5000,
        },
        // Every link of the content to a page of the site is already a Gatsby Link (the content's
        // renderer, src/content/WordPressContent.tsx); the plugin's own copy of
        // gatsby-plugin-catch-links would only add its code to every page.
        catchLinks: false,
        html: {
          // Content images are made responsive by the site's own renderer (from each media
          // item's file, see plugins/wordpress-content/); the plugin's copies would go unused.
          useGatsbyImage: false,
          // Links to media files (the lightbox's full-size pictures) are served by the site.
          createStaticFiles: true,
        },
        type: {
          MediaItem: {
            localFile: { requestConcurrency: 10 },
          },
        },
      },
    },
    'gatsby-plugin-image',
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        query: `{ allSitePage { nodes { path pageContext } } }`,
        resolveSiteUrl: () => siteUrl,
        excludes: ['/404/', '/404.html', '/*/404/', '/dev-404-page/'],
        // In address order: the data layer lists pages in the order they were made, which differs
        // between a clean and a warm build.
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) =>
          [...allSitePage.nodes].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
        // Each URL lists its translations (and x-default), as the pages' hreflang links do.
        serialize: ({ path, pageContext }: SitemapPage) => ({
          url: path,
          links: sitemapAlternates(siteUrl, pageContext.languageLinks ?? [], pageContext.defaultLanguage ?? ''),
        }),
      },
    },
    // Local plugins (plugins/). content-security-policy is the one pass over the built pages (their
    // scripts, then the policy), the redirect pages and the languages' "not found" copies the two
    // before it write included.
    'wordpress-content',
    'html-renderer',
    'preact-runtime',
    'commons-chunk',
    'unused-gatsby-runtime',
    'page-runtime',
    'swc-compiler',
    'feature-css',
    'display-font',
    'comments',
    'directions',
    'lightbox',
    'robots-txt',
    'front-page-redirects',
    'not-found-pages',
    'content-security-policy',
    // Last: media files no page refers to any more (a photo replaced or deleted) are removed.
    'prune-static-files',
  ],
};

export default config;

import type { GatsbyConfig } from 'gatsby';
import { browserGraphqlUrl, browserWordpressUrl, demoBackendUrl, siteUrl, wordpressGraphqlUrl } from './src/lib/build-config';
import { sitemapAlternates, type SitemapPage } from './src/layout/sitemap-alternates';

// Browser code sees only GATSBY_* variables (Gatsby inlines them): the addresses comments and
// contact forms are sent to follow the content source, and the demo backend's follows DEMO_PORT.
process.env.GATSBY_WPGRAPHQL_URL = browserGraphqlUrl();
process.env.GATSBY_WORDPRESS_URL = browserWordpressUrl();
process.env.GATSBY_DEMO_BACKEND_URL ||= demoBackendUrl();

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: siteUrl(),
  },
  graphqlTypegen: false,
  trailingSlash: 'always',
  plugins: [
    {
      resolve: 'gatsby-source-wordpress',
      options: {
        url: wordpressGraphqlUrl(),
        schema: {
          timeout: 30000,
          perPage: 100,
          // Two cores: a few parallel requests are faster than many competing ones.
          requestConcurrency: 5,
        },
        develop: {
          nodeUpdateInterval: 5000,
        },
        html: {
          useGatsbyImage: true,
          imageMaxWidth: 1600,
          fallbackImageMaxWidth: 1200,
          imageQuality: 75,
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
        resolveSiteUrl: () => siteUrl(),
        excludes: ['/404/', '/404.html', '/*/404/', '/dev-404-page/'],
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) => allSitePage.nodes,
        // Each URL lists its translations (and x-default), as the pages' hreflang links do.
        serialize: ({ path, pageContext }: SitemapPage) => ({
          url: path,
          links: sitemapAlternates(siteUrl(), pageContext.languageLinks ?? [], pageContext.defaultLanguage ?? ''),
        }),
      },
    },
    // UI strings (not content: that comes translated from WordPress).
    { resolve: 'gatsby-source-filesystem', options: { name: 'locale', path: `${__dirname}/locales` } },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        // Every page gets its language from WordPress in its context (gatsby-node.ts), so the
        // plugin creates no pages of its own and never redirects (redirects break hydration).
        languages: [],
        defaultLanguage: '',
        redirect: false,
        i18nextOptions: { interpolation: { escapeValue: false }, returnNull: false },
      },
    },
  ],
};

export default config;

import type { GatsbyConfig } from 'gatsby';
import { siteUrl, wordpressGraphqlUrl } from './src/lib/build-config';

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
  ],
};

export default config;

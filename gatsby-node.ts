import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { defaultLanguageOf, languageRoot } from './src/lib/front-page-uris';
import { uiStringsFor } from './src/lib/ui-strings-files.server';
import { pageContexts, type Language, type SourcePage } from './src/templates/page-context.server';

type Translation = SourcePage['translations'][number];
type PagesQuery = {
  allWpPage: {
    nodes: (Omit<SourcePage, 'translations'> & {
      id: string;
      translations: (Omit<Translation, 'language'> & { language: Translation['language'] | null })[];
    })[];
  };
  wp: { defaultLanguage: { slug: string } | null; languages: Language[] | null; generalSettings: { timezone: string | null } | null };
};

// Gatsby deletes the node of every page before each build, as one no plugin touched while
// sourcing, and writes it again when the page is created: at 9,000 pages that is most of a warm
// build's page creation. Touched here, the node of a page created again unchanged is kept as it
// is; a page not created again is still deleted with its node (Gatsby's DELETE_PAGE).
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, getNodesByType }) => {
  for (const node of getNodesByType('SitePage')) actions.touchNode(node);
};

// The UI strings of a page's language (decision 004), asked for by the shell's query
// (`...LayoutData`) with the language and default language of the page's context. Read from
// `locales/` once per language in each build process, not once per page.
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  const read = new Map<string, ReturnType<typeof uiStringsFor>>();
  createResolvers({
    Query: {
      uiStrings: {
        type: 'JSON',
        args: { language: 'String!', defaultLanguage: 'String!' },
        resolve: (_source: unknown, { language, defaultLanguage }: { language: string; defaultLanguage: string }) => {
          const key = `${language} ${defaultLanguage}`;
          if (!read.has(key)) read.set(key, uiStringsFor(language, defaultLanguage));
          return read.get(key);
        },
      },
    },
  });
};

// One page per WordPress page, at its uri (a front page at its language's root), and a "not
// found" page per language; the features' build steps are local plugins (plugins/).
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
    {
      wp {
        generalSettings {
          timezone
        }
        defaultLanguage {
          slug
        }
        languages {
          code
          slug
          locale
          name
        }
      }
      allWpPage(sort: [{ menuOrder: ASC }, { databaseId: ASC }], filter: { hasPassword: { ne: true } }) {
        nodes {
          id
          uri
          isFrontPage
          content
          language {
            code
            slug
            locale
            name
          }
          translations {
            uri
            language {
              slug
            }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic('Could not read the pages from WordPress', result.errors);
    return;
  }
  // A password-protected page is left out (a static site cannot ask for its password, and
  // WordPress gives neither its content nor its language), and so is it from the language links.
  const pages = result.data.allWpPage.nodes.map((page) => ({ ...page, translations: page.translations.filter((t): t is Translation => t.language !== null) }));
  const languages = result.data.wp.languages ?? [];
  const defaultLanguage = defaultLanguageOf(result.data.wp);
  const site = pageContexts(pages, languages, defaultLanguage, result.data.wp.generalSettings?.timezone ?? null);

  const template = path.resolve('src/templates/page.tsx');
  for (const page of pages) {
    const uri = site.uriOf(page);
    actions.createPage({
      path: uri,
      component: template,
      context: {
        ...site.languageContext(page.language),
        id: page.id,
        uri,
        languageLinks: site.languageLinks(page),
        hasMap: /class="[^"]*\bhotel-map\b/.test(page.content ?? ''),
      },
    });
  }

  // Static hosts serve /404.html, and /fr/404/ etc. where they can route per prefix.
  const notFound = path.resolve('src/templates/not-found.tsx');
  for (const language of languages) {
    actions.createPage({
      path: `${languageRoot(language.slug, defaultLanguage)}404/`,
      component: notFound,
      context: { ...site.languageContext(language), languageLinks: site.homeLinks(), hasMap: false },
    });
  }
};

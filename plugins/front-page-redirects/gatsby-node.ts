// Front pages are served at their language's root, not at the address WordPress gives them
// (`/fr/accueil/`, see src/lib/front-page-uris.ts), which old links and search results still
// name. That address keeps leading to the page: a page that refreshes to it (not a Gatsby page, so
// not in the sitemap) on any host, and a 301 where the host reads `_redirects`.
import fs from 'node:fs';
import path from 'node:path';
import type { BuildArgs, GatsbyNode } from 'gatsby';
import { bcp47 } from '../../src/lib/locale';
import { redirectPageHtml, withFrontPageRedirects } from '../../src/lib/front-page-redirects';
import { defaultLanguageOf, frontPageUris, siteUri, type FrontPageUris, type SiteLanguages } from '../../src/lib/front-page-uris';
import { readSettings } from '../../src/config/settings.server';

type MovedFrontPage = { from: string; to: string; title: string; lang: string };
type FrontPagesQuery = {
  wp: SiteLanguages;
  allWpPage: { nodes: { uri: string; title: string; isFrontPage: boolean; language: { slug: string; locale: string } }[] };
};

// Each step asks the data layer itself for the front pages alone (one a language, whatever the
// site's size), so that nothing is carried between build steps; the same helpers as the site's
// createPages (front-page-uris.ts) give the same addresses.
async function movedFrontPages({ graphql, reporter }: BuildArgs): Promise<MovedFrontPage[]> {
  const { data, errors } = await graphql<FrontPagesQuery>(`
    {
      wp {
        defaultLanguage {
          slug
        }
        languages {
          slug
        }
      }
      allWpPage(filter: { isFrontPage: { eq: true } }) {
        nodes {
          uri
          title
          isFrontPage
          language {
            slug
            locale
          }
        }
      }
    }
  `);
  if (errors || !data) return reporter.panic('Could not read the front pages from WordPress', errors);
  const pages = data.allWpPage.nodes;
  const frontPages = frontPageUris(pages, defaultLanguageOf(data.wp));
  return pages.flatMap((p) => {
    const to = siteUri(p.uri, frontPages);
    return p.isFrontPage && to !== p.uri ? [{ from: p.uri, to, title: p.title, lang: bcp47(p.language.locale) }] : [];
  });
}

// Written before the pages are rendered, so that the plugins rewriting built pages (the security
// policy's) see them in every build, not only from the second on.
export const onPreBuild: GatsbyNode['onPreBuild'] = async (args) => {
  const publicDir = path.resolve('public');
  const { siteUrl } = readSettings();
  for (const page of await movedFrontPages(args)) {
    const dir = path.join(publicDir, page.from);
    if (!dir.startsWith(publicDir + path.sep)) continue;
    await fs.promises.mkdir(dir, { recursive: true });
    await fs.promises.writeFile(path.join(dir, 'index.html'), redirectPageHtml({ ...page, siteUrl }));
  }
};

// Written after Gatsby copies `static/`, whose `_redirects` it extends.
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  const source = path.resolve('static/_redirects');
  const redirects = fs.existsSync(source) ? await fs.promises.readFile(source, 'utf8') : '';
  const moved: FrontPageUris = Object.fromEntries((await movedFrontPages(args)).map((p) => [p.from, p.to]));
  await fs.promises.writeFile(path.resolve('public/_redirects'), withFrontPageRedirects(redirects, moved));
};

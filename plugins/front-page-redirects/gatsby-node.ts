// Front pages are served at their language's root, not at the address WordPress gives them
// (`/fr/accueil/`, see src/lib/front-page-uris.ts), which old links and search results still
// name. That address keeps leading to the page: a page that refreshes to it (not a Gatsby page, so
// not in the sitemap) on any host, and a 301 where the host reads `_redirects`.
import fs from 'node:fs';
import path from 'node:path';
import type { BuildArgs, GatsbyNode } from 'gatsby';
import { bcp47 } from '../../src/lib/locale';
import { redirectPageHtml, withFrontPageRedirects } from '../../src/lib/front-page-redirects';
import { defaultLanguageOf, frontPageUris, siteUri, type SiteLanguages } from '../../src/lib/front-page-uris';
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
      allWpPage(filter: { isFrontPage: { eq: true }, hasPassword: { ne: true } }) {
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
  // In address order: the data layer lists nodes in the order it made them.
  return pages
    .flatMap((p) => {
      const to = siteUri(p.uri, frontPages);
      return p.isFrontPage && to !== p.uri ? [{ from: p.uri, to, title: p.title, lang: bcp47(p.language.locale) }] : [];
    })
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

const WRITTEN = 'redirect-pages';

// After Gatsby has written and pruned its own pages (a warm build deletes the page that was at a
// front page's old address, which may be where its redirect page now goes), and before the
// plugins that rewrite built pages (the security policy's) read them. A redirect page an earlier
// build wrote, whose front page has moved again, is removed: Gatsby does not know it.
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  const publicDir = path.resolve('public');
  const { siteUrl } = readSettings();
  const moved = await movedFrontPages(args);
  const gatsbyPages = new Set(args.getNodesByType('SitePage').map((node) => String(node.path)));
  const earlier = ((await args.cache.get(WRITTEN)) as string[] | undefined) ?? [];
  for (const from of earlier) {
    if (moved.some((page) => page.from === from) || gatsbyPages.has(from)) continue;
    const dir = path.join(publicDir, from);
    if (dir.startsWith(publicDir + path.sep)) await fs.promises.rm(path.join(dir, 'index.html'), { force: true });
  }
  for (const page of moved) {
    const dir = path.join(publicDir, page.from);
    if (!dir.startsWith(publicDir + path.sep)) continue;
    await fs.promises.mkdir(dir, { recursive: true });
    await fs.promises.writeFile(path.join(dir, 'index.html'), redirectPageHtml({ ...page, siteUrl }));
  }
  await args.cache.set(
    WRITTEN,
    moved.map((page) => page.from),
  );

  // `_redirects` extends the one Gatsby copied from `static/`.
  const source = path.resolve('static/_redirects');
  const redirects = fs.existsSync(source) ? await fs.promises.readFile(source, 'utf8') : '';
  await fs.promises.writeFile(path.resolve('public/_redirects'), withFrontPageRedirects(redirects, Object.fromEntries(moved.map((p) => [p.from, p.to]))));
};

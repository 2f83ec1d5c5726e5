import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { wpImageIds } from './src/content/content-images';
import { DEFAULT_IFRAME_HOSTS, sanitizeWordPressHtml } from './src/content/sanitize';
import { sanitizeCommentHtml } from './src/features/comments/comment-html';
import { isUserCommenter } from './src/features/comments/posted-comment';
import { redirectPageHtml, withFrontPageRedirects } from './src/lib/front-page-redirects';
import { frontPageUris, languageRoot, siteUri, type FrontPageUris } from './src/lib/front-page-uris';
import { hotelFacts, type HotelFacts } from './src/content/hotel-facts';
import { uiStringsFor } from './src/lib/ui-strings-files.server';
import { bcp47 } from './src/lib/locale';
import { readSettings } from './src/config/settings.server';

// The directions page loads MapLibre from the site (`/maplibre/`) when it shows a map: the
// library's own minified module (see load-maplibre.ts), the worker it starts, and its stylesheet
// (which Gatsby would otherwise inline into every page). They are copied from the installed
// package on every build, so they always match the library's version.
const MAPLIBRE_FILES = ['maplibre-gl.mjs', 'maplibre-gl-worker.mjs', 'maplibre-gl.css'];

const copyMapFiles = () => {
  // Resolved from the project (the compiled copy of this file runs from Gatsby's cache).
  const { resolve } = createRequire(path.resolve('package.json'));
  const target = path.resolve('static/maplibre');
  fs.mkdirSync(target, { recursive: true });
  for (const file of MAPLIBRE_FILES) fs.copyFileSync(resolve(`maplibre-gl/dist/${file}`), path.join(target, file));
};

// The lightbox's stylesheet, for the same reason: YARL's own and its captions plugin's, then the
// site's look for it, joined into one file that the lightbox loads when it first opens.
const LIGHTBOX_STYLES = ['yet-another-react-lightbox/styles.css', 'yet-another-react-lightbox/plugins/captions.css'];

const writeLightboxStylesheet = () => {
  const { resolve } = createRequire(path.resolve('package.json'));
  const sources = [...LIGHTBOX_STYLES.map((file) => resolve(file)), path.resolve('src/features/lightbox/lightbox.css')];
  const target = path.resolve('static/lightbox');
  fs.mkdirSync(target, { recursive: true });
  fs.writeFileSync(path.join(target, 'lightbox.css'), sources.map((file) => fs.readFileSync(file, 'utf8')).join('\n'));
};

// gatsby-source-wordpress only reports "Unable to connect to WPGraphQL" after its retries; asking
// once here gives the operator the URL and the reason straight away.
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  copyMapFiles();
  writeLightboxStylesheet();
  const { wordpressGraphqlUrl: url, usesDemoBackend } = readSettings();
  const hint = usesDemoBackend
    ? 'The demo backend is not running: use `npm run build` (it starts it) or `npm run demo:backend`.'
    : 'Check WPGRAPHQL_URL and that WordPress with WPGraphQL and WPGatsby is up.';
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ generalSettings { url } }' }),
      signal: AbortSignal.timeout(15000),
    });
    if (!response.ok) reporter.panic(`WordPress GraphQL at ${url} answered HTTP ${response.status}. ${hint}`);
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    reporter.panic(`Cannot reach WordPress GraphQL at ${url} (${cause}). ${hint}`);
  }
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins, loaders, stage }) => {
  actions.setWebpackConfig({
    plugins: [
      // osrm-text-instructions bundles the phrases of 30 languages; the site speaks three.
      plugins.normalModuleReplacement(/^\.\/languages$/, (resource: { context: string; request: string }) => {
        if (resource.context.includes(`${path.sep}osrm-text-instructions`)) resource.request = path.resolve('src/features/directions/osrm-text-languages.js');
      }),
    ],
  });
  // MapLibre itself comes from the site, not the bundle (see load-maplibre.ts); react-map-gl
  // only imports it when it is not given the library, which it always is.
  actions.setWebpackConfig({ resolve: { alias: { 'maplibre-gl$': false } } });
  // The map and the comment form's GraphQL client only ever run in the browser, after the page
  // is shown: the HTML renderer does without them.
  if (stage === 'build-html' || stage === 'develop-html') {
    actions.setWebpackConfig({
      module: { rules: [{ test: /[\\/]node_modules[\\/](react-map-gl|@vis\.gl|@apollo)[\\/]/, use: loaders.null() }] },
    });
  }
};

// Page HTML is sanitised once, at build time; pages and the browser only ever see the result.
// The media items behind its images are looked up here, so the renderer can make them responsive.
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  const { wordpressGraphqlUrl } = readSettings();
  createResolvers({
    WpPage: {
      safeContent: {
        type: 'String',
        resolve: (source: { content?: string | null }) => sanitizeWordPressHtml(source.content ?? '', DEFAULT_IFRAME_HOSTS, wordpressGraphqlUrl),
      },
      contentImages: {
        type: '[WpMediaItem!]!',
        resolve: async (source: { content?: string | null }, _args: unknown, context: ResolverContext) => {
          const ids = wpImageIds(source.content ?? '');
          if (ids.length === 0) return [];
          const { entries } = await context.nodeModel.findAll({ type: 'WpMediaItem', query: { filter: { databaseId: { in: ids } } } });
          return Array.from(entries);
        },
      },
    },
    WpComment: {
      safeContent: {
        type: 'String',
        resolve: (source: { content?: string | null }) => sanitizeCommentHtml(source.content ?? ''),
      },
      // Read from the stored data: asking for `author.node` in a query fails for visitors, whose
      // CommentAuthor is not a Gatsby node.
      byStaff: {
        type: 'Boolean',
        resolve: (source: { author?: unknown }) => isUserCommenter(source.author),
      },
    },
  });
};

type ResolverContext = {
  nodeModel: { findAll: (args: { type: string; query: object }) => Promise<{ entries: Iterable<unknown> }> };
};

type Language = { code: string; slug: string; locale: string; name: string };
type PageNode = {
  id: string;
  uri: string;
  title: string;
  isFrontPage: boolean;
  content: string | null;
  language: Language;
  translations: { uri: string; language: { slug: string } }[];
};
type PagesQuery = {
  allWpPage: { nodes: PageNode[] };
  wp: { defaultLanguage: { slug: string } | null; languages: Language[] | null; generalSettings: { timezone: string | null } | null };
};

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
      allWpPage(sort: { menuOrder: ASC }) {
        nodes {
          id
          uri
          title
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
  const pages = result.data.allWpPage.nodes;
  const languages = result.data.wp.languages ?? [];
  const defaultLanguage = result.data.wp.defaultLanguage?.slug ?? languages[0]?.slug ?? 'en';
  // Front pages are served at their language's root, whatever uri WordPress gives them; every
  // link to one (switcher, hreflang, menus, content) goes through `siteUri` with this map.
  const frontPages = frontPageUris(pages, defaultLanguage);
  const homes = new Map(pages.filter((p) => p.isFrontPage).map((p) => [p.language.slug, languageRoot(p.language.slug, defaultLanguage)]));
  movedFrontPages = pages.flatMap((p) => {
    const to = siteUri(p.uri, frontPages);
    return p.isFrontPage && to !== p.uri ? [{ from: p.uri, to, title: p.title, lang: bcp47(p.language.locale) }] : [];
  });

  // The hotel's address and position, from the directions page of each language. Only pages
  // that may hold them are parsed: a site of thousands of pages would spend seconds on the rest.
  const facts = new Map<string, HotelFacts>();
  for (const page of pages) {
    if (facts.has(page.language.slug) || !/hotel-(?:map|address)/.test(page.content ?? '')) continue;
    const found = hotelFacts(page.content ?? '');
    if (found) facts.set(page.language.slug, found);
  }

  // UI strings travel in each page's context (its page data): no extra request, no i18n runtime.
  const strings = new Map(languages.map((language) => [language.slug, uiStringsFor(language.slug, defaultLanguage)]));

  const base = (language: Language) => ({
    language: language.slug,
    locale: language.locale,
    primaryLocation: menuLocation('PRIMARY', language, defaultLanguage),
    footerLocation: menuLocation('FOOTER', language, defaultLanguage),
    hotel: facts.get(language.slug) ?? facts.get(defaultLanguage) ?? null,
    timeZone: result.data?.wp.generalSettings?.timezone ?? null,
    homeUri: homes.get(language.slug) ?? '/',
    frontPageUris: frontPages,
    defaultLanguage,
    strings: strings.get(language.slug) ?? {},
  });

  const template = path.resolve('src/templates/page.tsx');
  for (const page of pages) {
    const uri = siteUri(page.uri, frontPages);
    const languageLinks = languages.map((language) => {
      if (language.slug === page.language.slug) return { ...language, uri, isTranslation: true };
      const translation = page.translations.find((t) => t.language.slug === language.slug);
      return { ...language, uri: translation ? siteUri(translation.uri, frontPages) : (homes.get(language.slug) ?? '/'), isTranslation: Boolean(translation) };
    });
    const context = base(page.language);
    actions.createPage({
      path: uri,
      component: template,
      context: {
        ...context,
        id: page.id,
        uri,
        languageLinks,
        hasMap: /class="[^"]*\bhotel-map\b/.test(page.content ?? ''),
      },
    });
  }

  // A "not found" page per language; static hosts serve /404.html, and /fr/404/ etc. for
  // hosts that can route per prefix.
  const notFound = path.resolve('src/templates/not-found.tsx');
  for (const language of languages) {
    const prefix = language.slug === defaultLanguage ? '/' : `/${language.slug}/`;
    const uri = `${prefix}404/`;
    const context = base(language);
    actions.createPage({
      path: uri,
      component: notFound,
      context: {
        ...context,
        languageLinks: languages.map((l) => ({ ...l, uri: homes.get(l.slug) ?? '/', isTranslation: false })),
        hasMap: false,
      },
    });
  }
};

// Polylang names the menu locations of languages other than the default one `PRIMARY___FR`.
const menuLocation = (location: string, language: Language, defaultLanguage: string) =>
  language.slug === defaultLanguage ? location : `${location}___${language.code}`;

// Front pages that WordPress gives an address other than their language's root, found by
// createPages for onPostBuild (both run in the same process, createPages first).
type MovedFrontPage = { from: string; to: string; title: string; lang: string };
let movedFrontPages: MovedFrontPage[] = [];

// WordPress's address of a moved front page still leads to it: a page that refreshes to it (not
// a Gatsby page, so not in the sitemap), written before the pages are rendered so that the
// plugins rewriting built pages (the security policy's) see it in every build, not only from the
// second on; and a 301 where the host reads `_redirects`, written after Gatsby copies `static/`.
export const onPreBuild: GatsbyNode['onPreBuild'] = async () => {
  const publicDir = path.resolve('public');
  for (const page of movedFrontPages) {
    const dir = path.join(publicDir, page.from);
    if (!dir.startsWith(publicDir + path.sep)) continue;
    await fs.promises.mkdir(dir, { recursive: true });
    await fs.promises.writeFile(path.join(dir, 'index.html'), redirectPageHtml({ ...page, siteUrl: readSettings().siteUrl }));
  }
};

async function writeRedirectsFile(publicDir: string) {
  const source = path.resolve('static/_redirects');
  const redirects = fs.existsSync(source) ? await fs.promises.readFile(source, 'utf8') : '';
  const moved: FrontPageUris = Object.fromEntries(movedFrontPages.map((p) => [p.from, p.to]));
  await fs.promises.writeFile(path.join(publicDir, '_redirects'), withFrontPageRedirects(redirects, moved));
}

// robots.txt names the sitemap by its absolute URL, which depends on SITE_URL.
export const onPostBuild: GatsbyNode['onPostBuild'] = async () => {
  const publicDir = path.resolve('public');
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${readSettings().siteUrl}/sitemap-index.xml`, ''].join('\n');
  await fs.promises.writeFile(path.join(publicDir, 'robots.txt'), body);
  await writeRedirectsFile(publicDir);
};

// WordPress (with Polylang) gives the front page of every language but the default one its own
// slug, `/fr/accueil/`, and answers `/fr/` with a redirect to it. The site serves each language's
// front page at that language's root instead, so that the address people type, share and find in
// search results is the short one. This is the one place that knows which uri moved where; the
// build works it out once and hands it to the pages in their context.

/** WordPress uri of a front page → the language root it is served at (only those that differ). */
export type FrontPageUris = Readonly<Record<string, string>>;

export type FrontPageSource = { uri: string; isFrontPage: boolean; language: { slug: string } };

/** What WPGraphQL says of the site's languages (Polylang's, or none without it). */
export type SiteLanguages = { defaultLanguage: { slug: string } | null; languages: readonly { slug: string }[] | null };

/** The language served at `/`: Polylang's default one, else the first, else English. */
export const defaultLanguageOf = ({ defaultLanguage, languages }: SiteLanguages): string => defaultLanguage?.slug ?? languages?.[0]?.slug ?? 'en';

/** `/` for the default language, `/<slug>/` for the others, as Polylang's language prefixes. */
export const languageRoot = (language: string, defaultLanguage: string): string => (language === defaultLanguage ? '/' : `/${language}/`);

const withTrailingSlash = (path: string): string => (path.endsWith('/') ? path : `${path}/`);

export function frontPageUris(pages: readonly FrontPageSource[], defaultLanguage: string): FrontPageUris {
  const moved: Record<string, string> = {};
  for (const page of pages) {
    if (!page.isFrontPage || !page.uri.startsWith('/')) continue;
    const from = withTrailingSlash(page.uri);
    const root = languageRoot(page.language.slug, defaultLanguage);
    if (from !== root) moved[from] = root;
  }
  return moved;
}

/**
 * The address on this site of a WordPress uri or site path: a front page's WordPress uri becomes
 * its language root, with any query and fragment kept; anything else is returned as it is.
 */
export function siteUri(uri: string, frontPages: FrontPageUris): string {
  const split = uri.search(/[?#]/);
  const path = split === -1 ? uri : uri.slice(0, split);
  if (!path.startsWith('/')) return uri;
  const root = frontPages[withTrailingSlash(path)];
  return root === undefined ? uri : root + (split === -1 ? '' : uri.slice(split));
}

// What the pages of one language share in their context (their page data, so no extra request and
// no i18n runtime): menus, the hotel's facts, the addresses of the front pages and the other
// languages. Worked out once per build from every page, not once per page.
import { createHash } from 'node:crypto';
import { hotelFacts, type HotelFacts } from '../content/hotel-facts';
import { parseHtml } from '../content/parse-html.server';
import { frontPageUris, languageRoot, siteUri, type FrontPageUris } from '../lib/front-page-uris';
import { uiStringsFor } from '../lib/ui-strings-files.server';

export type Language = { code: string; slug: string; locale: string; name: string };
export type SourcePage = {
  uri: string;
  isFrontPage: boolean;
  content: string | null;
  language: Language;
  translations: { uri: string; language: { slug: string } }[];
};
export type LanguageLink = Language & { uri: string; isTranslation: boolean };

// Polylang names the menu locations of languages other than the default one `PRIMARY___FR`.
const menuLocation = (location: string, language: Language, defaultLanguage: string) =>
  language.slug === defaultLanguage ? location : `${location}___${language.code}`;

/** `timeZone`: WordPress's (Settings → General), which decides which day is "today" for the stay search. */
export function pageContexts(pages: readonly SourcePage[], languages: readonly Language[], defaultLanguage: string, timeZone: string | null = null) {
  // Front pages are served at their language's root, whatever uri WordPress gives them; every
  // link to one (switcher, hreflang, menus, content) goes through `siteUri` with this map.
  const frontPages: FrontPageUris = frontPageUris(pages, defaultLanguage);
  const homes = new Map(pages.filter((p) => p.isFrontPage).map((p) => [p.language.slug, languageRoot(p.language.slug, defaultLanguage)]));
  const home = (language: string) => homes.get(language) ?? '/';

  // The hotel's address and position, from the directions page of each language. Only pages
  // that may hold them are parsed: a site of thousands of pages would spend seconds on the rest.
  const facts = new Map<string, HotelFacts>();
  for (const page of pages) {
    if (facts.has(page.language.slug) || !/hotel-(?:map|address)/.test(page.content ?? '')) continue;
    const found = hotelFacts(parseHtml(page.content ?? ''));
    if (found) facts.set(page.language.slug, found);
  }

  // The UI strings come with the page query (`uiStrings`, gatsby-node.ts): in the context, where
  // Gatsby hashes and compares every page's context on every build, they took seconds at 9,000
  // pages. Their digest stays in the context, so that a warm build queries again the pages of a
  // language whose strings changed.
  const stringsVersion = new Map(
    languages.map((language) => [
      language.slug,
      createHash('sha256')
        .update(JSON.stringify(uiStringsFor(language.slug, defaultLanguage)))
        .digest('hex')
        .slice(0, 16),
    ]),
  );

  return {
    frontPages,
    /** Where a page is served: its WordPress uri, or its language's root for a front page. */
    uriOf: (page: Pick<SourcePage, 'uri'>) => siteUri(page.uri, frontPages),
    /** What every page of `language` carries. */
    languageContext: (language: Language) => ({
      language: language.slug,
      locale: language.locale,
      primaryLocation: menuLocation('PRIMARY', language, defaultLanguage),
      footerLocation: menuLocation('FOOTER', language, defaultLanguage),
      hotel: facts.get(language.slug) ?? facts.get(defaultLanguage) ?? null,
      timeZone,
      homeUri: home(language.slug),
      frontPageUris: frontPages,
      defaultLanguage,
      stringsVersion: stringsVersion.get(language.slug) ?? '',
    }),
    /** The language switcher of a page: its translations, or the other languages' front pages. */
    languageLinks: (page: SourcePage): LanguageLink[] =>
      languages.map((language) => {
        if (language.slug === page.language.slug) return { ...language, uri: siteUri(page.uri, frontPages), isTranslation: true };
        const translation = page.translations.find((t) => t.language.slug === language.slug);
        return { ...language, uri: translation ? siteUri(translation.uri, frontPages) : home(language.slug), isTranslation: Boolean(translation) };
      }),
    /** The language switcher of a page that has no translations: every language's front page. */
    homeLinks: (): LanguageLink[] => languages.map((language) => ({ ...language, uri: home(language.slug), isTranslation: false })),
  };
}

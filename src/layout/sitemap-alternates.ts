import { alternateLinks } from './seo-links';

type LanguageLink = { slug: string; locale: string; uri: string; isTranslation: boolean };
export type SitemapPage = { path: string; pageContext: { languageLinks?: LanguageLink[]; defaultLanguage?: string } };

/** The `xhtml:link` alternates of one sitemap entry: the same set as the page's hreflang links. */
export const sitemapAlternates = (siteUrl: string, links: LanguageLink[], defaultLanguage: string) =>
  alternateLinks(
    siteUrl,
    links.filter((l) => l.isTranslation).map((l) => ({ uri: l.uri, locale: l.locale, isDefaultLanguage: l.slug === defaultLanguage })),
  ).map((a) => ({ lang: a.hrefLang, url: a.href }));

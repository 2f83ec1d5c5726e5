// Canonical and alternate-language links must be absolute and reciprocal: every translation
// lists all the others and itself, with the same x-default, or search engines ignore the set.
import { bcp47 } from '../lib/locale';

export type PageLanguageVersion = { uri: string; locale: string; isDefaultLanguage: boolean };
export type AlternateLink = { hrefLang: string; href: string };

export const absoluteUrl = (siteUrl: string, uri: string): string => `${siteUrl.replace(/\/$/, '')}${uri.startsWith('/') ? uri : `/${uri}`}`;

// Locales are ASCII codes (`en_US`): compared by code unit, not with localeCompare, whose first
// call in a browser sets up a collator and costs a phone tens of milliseconds as the page starts.
const byLocale = (a: PageLanguageVersion, b: PageLanguageVersion) => (a.locale < b.locale ? -1 : a.locale > b.locale ? 1 : 0);

export function alternateLinks(siteUrl: string, versions: PageLanguageVersion[]): AlternateLink[] {
  const links = [...versions].sort(byLocale).map((v) => ({ hrefLang: bcp47(v.locale), href: absoluteUrl(siteUrl, v.uri) }));
  const fallback = versions.find((v) => v.isDefaultLanguage);
  if (fallback) links.push({ hrefLang: 'x-default', href: absoluteUrl(siteUrl, fallback.uri) });
  return links;
}

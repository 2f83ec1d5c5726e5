// Canonical and alternate-language links must be absolute and reciprocal: every translation
// lists all the others and itself, with the same x-default, or search engines ignore the set.
import { bcp47 } from '../lib/locale';

export type PageLanguageVersion = { uri: string; locale: string; isDefaultLanguage: boolean };
export type AlternateLink = { hrefLang: string; href: string };

export const absoluteUrl = (siteUrl: string, uri: string): string => `${siteUrl.replace(/\/$/, '')}${uri.startsWith('/') ? uri : `/${uri}`}`;

export function alternateLinks(siteUrl: string, versions: PageLanguageVersion[]): AlternateLink[] {
  const links = [...versions].sort((a, b) => a.locale.localeCompare(b.locale)).map((v) => ({ hrefLang: bcp47(v.locale), href: absoluteUrl(siteUrl, v.uri) }));
  const fallback = versions.find((v) => v.isDefaultLanguage);
  if (fallback) links.push({ hrefLang: 'x-default', href: absoluteUrl(siteUrl, fallback.uri) });
  return links;
}

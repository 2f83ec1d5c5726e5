import * as React from 'react';
import { browserSettings } from '../config/browser-settings';
import type { HotelFacts } from '../content/hotel-facts';
import type { LanguageLink } from './LanguageSwitcher';
import { hotelJsonLd } from './hotel-json-ld';
import { bcp47 } from '../lib/locale';
import { absoluteUrl, alternateLinks } from './seo-links';

type Props = {
  siteUrl: string;
  siteTitle: string;
  title: string;
  description: string;
  uri: string;
  locale: string;
  defaultLanguage: string;
  languageLinks: LanguageLink[];
  /** Site-relative URL of the share image, if the page has one. */
  image?: { src: string; width: number; height: number; alt: string } | null;
  hotel?: HotelFacts | null;
  noindex?: boolean;
};

export function SeoHead(props: Props) {
  const fullTitle = props.title === props.siteTitle ? props.title : `${props.title} – ${props.siteTitle}`;
  const url = absoluteUrl(props.siteUrl, props.uri);
  // Only real translations are alternates; a language's home stands in for a missing one in the
  // switcher, but is not the same page.
  const alternates = alternateLinks(
    props.siteUrl,
    props.languageLinks.filter((l) => l.isTranslation).map((l) => ({ uri: l.uri, locale: l.locale, isDefaultLanguage: l.slug === props.defaultLanguage })),
  );
  const image = props.image ? absoluteUrl(props.siteUrl, props.image.src) : null;
  const jsonLd = props.hotel
    ? hotelJsonLd({
        hotel: props.hotel,
        name: props.siteTitle,
        url: absoluteUrl(props.siteUrl, props.languageLinks.find((l) => l.slug === props.defaultLanguage)?.uri ?? '/'),
        pageUrl: url,
        image,
        languages: props.languageLinks.map((l) => ({ name: l.name, tag: bcp47(l.locale) })),
        bookingUrl: browserSettings().booking.url || null,
      })
    : null;
  return (
    <>
      <html lang={bcp47(props.locale)} />
      <title>{fullTitle}</title>
      {props.description && <meta name="description" content={props.description} />}
      {props.noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {!props.noindex && alternates.map((a) => <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />)}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={props.siteTitle} />
      <meta property="og:title" content={props.title} />
      {props.description && <meta property="og:description" content={props.description} />}
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={props.locale} />
      {props.languageLinks
        .filter((l) => l.isTranslation && l.locale !== props.locale)
        .map((l) => (
          <meta key={l.locale} property="og:locale:alternate" content={l.locale} />
        ))}
      {image && props.image && (
        <>
          <meta property="og:image" content={image} />
          <meta property="og:image:width" content={String(props.image.width)} />
          <meta property="og:image:height" content={String(props.image.height)} />
          <meta property="og:image:alt" content={props.image.alt} />
        </>
      )}
      {/* X reads the title, description and image from the Open Graph tags when its own are
          missing: only the card's kind is its own (decision 003 counts the bytes). */}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {jsonLd && <script type="application/ld+json">{JSON.stringify(jsonLd)}</script>}
    </>
  );
}

// schema.org `Hotel` for search engines, from what editors wrote on the directions page.
import type { HotelFacts } from '../content/hotel-facts';

type Input = {
  hotel: HotelFacts;
  name: string;
  url: string;
  pageUrl: string;
  image: string | null;
  languages: { name: string; tag: string }[];
  /** The booking engine's address, when one is configured: search engines may offer "Book". */
  bookingUrl: string | null;
};

export function hotelJsonLd({ hotel, name, url, pageUrl, image, languages, bookingUrl }: Input) {
  const [street, ...locality] = hotel.addressLines.filter((line) => line !== name);
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name,
    url,
    mainEntityOfPage: pageUrl,
    ...(image ? { image } : {}),
    ...(hotel.telephone ? { telephone: hotel.telephone } : {}),
    ...(street ? { address: { '@type': 'PostalAddress', streetAddress: street, ...(locality.length ? { addressLocality: locality.join(', ') } : {}) } } : {}),
    ...(hotel.latitude !== null && hotel.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: hotel.latitude, longitude: hotel.longitude } }
      : {}),
    ...(hotel.checkinTime ? { checkinTime: hotel.checkinTime } : {}),
    ...(hotel.checkoutTime ? { checkoutTime: hotel.checkoutTime } : {}),
    availableLanguage: languages.map((l) => ({ '@type': 'Language', name: l.name, alternateName: l.tag })),
    ...(bookingUrl
      ? {
          potentialAction: {
            '@type': 'ReserveAction',
            target: { '@type': 'EntryPoint', urlTemplate: bookingUrl },
            result: { '@type': 'LodgingReservation', name },
          },
        }
      : {}),
  };
}

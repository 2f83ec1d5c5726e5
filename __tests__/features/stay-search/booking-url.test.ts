import { bookingUrl, formatDay } from '../../../src/features/stay-search/booking-url';
import { readBookingSettings } from '../../../src/config/booking-settings';

const stay = { checkin: '2026-03-12', checkout: '2026-03-15', guests: 3, language: 'fr', locale: 'fr_FR' };
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

test('MotoPress Hotel Booking: its search fields, dates in its Y-m-d transfer format', () => {
  const url = bookingUrl({ engine: 'motopress', url: 'https://hotel.example/search-results/', dateFormat: 'YYYY-MM-DD' }, stay);
  expect(url.startsWith('https://hotel.example/search-results/?')).toBe(true);
  expect(query(url)).toEqual({ mphb_check_in_date: '2026-03-12', mphb_check_out_date: '2026-03-15', mphb_adults: '3', mphb_children: '0' });
});

test('a preset keeps the query the address already has, and fills {lang}', () => {
  const url = bookingUrl({ engine: 'motopress', url: 'https://hotel.example/{lang}/recherche/?currency=EUR', dateFormat: 'YYYY-MM-DD' }, stay);
  expect(new URL(url).pathname).toBe('/fr/recherche/');
  expect(query(url)).toMatchObject({ currency: 'EUR', mphb_adults: '3' });
});

test('Mews: the distributor deep-link parameters and a language tag', () => {
  const url = bookingUrl({ engine: 'mews', url: 'https://app.mews.com/distributor/aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee', dateFormat: 'YYYY-MM-DD' }, stay);
  expect(query(url)).toEqual({ mewsStart: '2026-03-12', mewsEnd: '2026-03-15', mewsAdultCount: '3', mewsChildCount: '0', language: 'fr-FR' });
});

test('SiteMinder: the first room carries the guests', () => {
  const url = bookingUrl({ engine: 'siteminder', url: 'https://direct-book.com/properties/hotellumiere', dateFormat: 'YYYY-MM-DD' }, stay);
  expect(query(url)).toEqual({
    checkInDate: '2026-03-12',
    checkOutDate: '2026-03-15',
    'items[0][adults]': '3',
    'items[0][children]': '0',
    'items[0][infants]': '0',
    locale: 'fr-FR',
  });
});

test('Cloudbeds: its reservation page with the language in the path', () => {
  const url = bookingUrl({ engine: 'cloudbeds', url: 'https://hotels.cloudbeds.com/{lang}/reservation/AbCdEf', dateFormat: 'YYYY-MM-DD' }, stay);
  expect(new URL(url).pathname).toBe('/fr/reservation/AbCdEf');
  expect(query(url)).toEqual({ checkin: '2026-03-12', checkout: '2026-03-15', adults: '3', kids: '0' });
});

test('WebHotelier: check-in, check-out, adults and the language', () => {
  const url = bookingUrl({ engine: 'webhotelier', url: 'https://lumiere.reserve-online.net/', dateFormat: 'YYYY-MM-DD' }, stay);
  expect(query(url)).toEqual({ checkin: '2026-03-12', checkout: '2026-03-15', adults: '3', lang: 'fr' });
});

test('the generic template fills its placeholders, dates in the configured format, and leaves unknown ones', () => {
  const url = bookingUrl(
    {
      engine: 'template',
      url: 'https://book.example/{lang}/avail?from={checkin}&to={checkout}&n={nights}&pax={guests}&l={locale}&x={other}',
      dateFormat: 'DD/MM/YYYY',
    },
    stay,
  );
  expect(url).toBe('https://book.example/fr/avail?from=12%2F03%2F2026&to=15%2F03%2F2026&n=3&pax=3&l=fr-FR&x={other}');
});

test('date patterns', () => {
  expect(formatDay('2026-03-05', 'MM/DD/YYYY')).toBe('03/05/2026');
  expect(formatDay('2026-03-05', 'YYYYMMDD')).toBe('20260305');
});

test('settings: defaults, engine names in any case, limits that make sense', () => {
  expect(readBookingSettings({})).toEqual({ engine: 'motopress', url: '', dateFormat: 'YYYY-MM-DD', minGuests: 1, maxGuests: 6, maxNights: 30 });
  expect(readBookingSettings({ engine: ' Mews ', maxGuests: '4', maxNights: '14' })).toMatchObject({ engine: 'mews', maxGuests: 4, maxNights: 14 });
  expect(readBookingSettings({ engine: 'nonesuch', maxGuests: 'many', minGuests: '0' })).toMatchObject({ engine: 'motopress', maxGuests: 6, minGuests: 1 });
  expect(readBookingSettings({ minGuests: '3', maxGuests: '2' })).toMatchObject({ minGuests: 3, maxGuests: 3 });
});

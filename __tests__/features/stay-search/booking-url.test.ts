import { bookingUrl, formatDay, plainBookingForm, type PlainBookingForm, type Stay } from '../../../src/features/stay-search/booking-url';
import { readBookingSettings } from '../../../src/config/booking-settings';

const stay: Stay = { checkin: '2026-03-12', checkout: '2026-03-15', guests: 3, language: 'fr', locale: 'fr_FR' };
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

/** The address a browser goes to when it sends the plain form with `stay` chosen in its fields. */
function sentPlainly(form: PlainBookingForm, chosen: Stay): string {
  const url = new URL(form.action);
  url.search = new URLSearchParams([
    [form.names.checkin, chosen.checkin],
    [form.names.checkout, chosen.checkout],
    [form.names.guests, String(chosen.guests)],
    ...form.hidden,
  ]).toString();
  return url.toString();
}

describe('the plain form, sent without the page’s code, reaches the same search as the live form', () => {
  const page = { language: stay.language, locale: stay.locale };
  test.each([
    ['motopress', 'https://hotel.example/search-results/'],
    ['mews', 'https://app.mews.com/distributor/abc?mewsRoute=rates'],
    ['siteminder', 'https://direct-book.com/properties/lumiere'],
    ['cloudbeds', 'https://hotels.cloudbeds.com/{lang}/reservation/AbCdEf'],
    ['webhotelier', 'https://lumiere.reserve-online.net/'],
  ] as const)('%s', (engine, url) => {
    const settings = { engine, url, dateFormat: 'YYYY-MM-DD' };
    const form = plainBookingForm(settings, page);
    expect(form).not.toBeNull();
    expect(query(sentPlainly(form!, stay))).toEqual(query(bookingUrl(settings, stay)));
    expect(new URL(sentPlainly(form!, stay)).pathname).toBe(new URL(bookingUrl(settings, stay)).pathname);
  });

  test('a template with its values in the query and ISO dates', () => {
    const settings = {
      engine: 'template' as const,
      url: 'https://book.example/avail?from={checkin}&to={checkout}&pax={guests}&l={locale}&hotel=42',
      dateFormat: 'YYYY-MM-DD',
    };
    const form = plainBookingForm(settings, page);
    expect(sentPlainly(form!, stay)).toBe(bookingUrl(settings, stay));
  });

  test.each([
    ['a value in the path', 'https://book.example/{lang}/avail?from={checkin}&to={checkout}&pax={guests}', 'YYYY-MM-DD'],
    ['dates in another format', 'https://book.example/avail?from={checkin}&to={checkout}&pax={guests}', 'DD/MM/YYYY'],
    ['the number of nights', 'https://book.example/avail?from={checkin}&n={nights}&pax={guests}', 'YYYY-MM-DD'],
    ['no guests', 'https://book.example/avail?from={checkin}&to={checkout}', 'YYYY-MM-DD'],
    ['a placeholder inside a value', 'https://book.example/avail?d={checkin}-{checkout}&pax={guests}', 'YYYY-MM-DD'],
  ])('none for a template with %s: the engine cannot be reached by a plain form', (_, url, dateFormat) => {
    expect(plainBookingForm({ engine: 'template', url, dateFormat }, page)).toBeNull();
  });
});

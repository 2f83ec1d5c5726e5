// The address a stay is handed to: each booking engine names its parameters its own way, and
// the generic template lets any other engine be used without code.
import type { BookingSettings } from '../../config/booking-settings';
import { nightsBetween, type Day } from '../../lib/calendar-day';
import { bcp47 } from '../../lib/locale';

export type Stay = {
  checkin: Day;
  checkout: Day;
  guests: number;
  /** The page's language slug (`fr`) and WordPress locale (`fr_FR`). */
  language: string;
  locale: string;
};

/** A day written with `YYYY`, `MM` and `DD` (`DD/MM/YYYY` -> `12/03/2026`). */
export const formatDay = (day: Day, pattern: string): string =>
  pattern.replace(/YYYY|MM|DD/g, (token) => (token === 'YYYY' ? day.slice(0, 4) : token === 'MM' ? day.slice(5, 7) : day.slice(8, 10)));

type Query = [name: string, value: string][];

// Each preset's parameters, as documented by the engine. All take ISO dates.
const presets: Record<Exclude<BookingSettings['engine'], 'template'>, (stay: Stay) => Query> = {
  // MotoPress Hotel Booking's search results page reads its search form's fields; dates travel
  // in its transfer format, Y-m-d, whatever the site's display format.
  motopress: (s) => [
    ['mphb_check_in_date', s.checkin],
    ['mphb_check_out_date', s.checkout],
    ['mphb_adults', String(s.guests)],
    ['mphb_children', '0'],
  ],
  mews: (s) => [
    ['mewsStart', s.checkin],
    ['mewsEnd', s.checkout],
    ['mewsAdultCount', String(s.guests)],
    ['mewsChildCount', '0'],
    ['language', bcp47(s.locale)],
  ],
  siteminder: (s) => [
    ['checkInDate', s.checkin],
    ['checkOutDate', s.checkout],
    ['items[0][adults]', String(s.guests)],
    ['items[0][children]', '0'],
    ['items[0][infants]', '0'],
    ['locale', bcp47(s.locale)],
  ],
  cloudbeds: (s) => [
    ['checkin', s.checkin],
    ['checkout', s.checkout],
    ['adults', String(s.guests)],
    ['kids', '0'],
  ],
  webhotelier: (s) => [
    ['checkin', s.checkin],
    ['checkout', s.checkout],
    ['adults', String(s.guests)],
    ['lang', s.language],
  ],
};

function fillTemplate(template: string, stay: Stay, dateFormat: string): string {
  const values: Record<string, string> = {
    checkin: formatDay(stay.checkin, dateFormat),
    checkout: formatDay(stay.checkout, dateFormat),
    guests: String(stay.guests),
    nights: String(nightsBetween(stay.checkin, stay.checkout)),
    lang: stay.language,
    locale: bcp47(stay.locale),
  };
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? encodeURIComponent(values[name]) : whole));
}

/** The booking engine's address for this stay. `{lang}` in a preset's URL becomes the page's language. */
export function bookingUrl(settings: Pick<BookingSettings, 'engine' | 'url' | 'dateFormat'>, stay: Stay): string {
  if (settings.engine === 'template') return fillTemplate(settings.url, stay, settings.dateFormat);
  const url = new URL(settings.url.replace(/\{lang\}/g, encodeURIComponent(stay.language)));
  for (const [name, value] of presets[settings.engine](stay)) url.searchParams.set(name, value);
  return url.toString();
}

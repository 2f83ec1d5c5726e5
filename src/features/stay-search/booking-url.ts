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

/** Which of an engine's parameters carry the stay, and the ones whose value is fixed for a page. */
type EngineFields = {
  checkin: string;
  checkout: string;
  guests: string;
  fixed: (page: Pick<Stay, 'language' | 'locale'>) => [name: string, value: string][];
};

// Each preset's parameters, as documented by the engine. All take ISO dates, as a date field
// sends them: a form without its code can be sent to the engine as it is (plainBookingForm).
const presets: Record<Exclude<BookingSettings['engine'], 'template'>, EngineFields> = {
  // MotoPress Hotel Booking's search results page reads its search form's fields; dates travel
  // in its transfer format, Y-m-d, whatever the site's display format.
  motopress: { checkin: 'mphb_check_in_date', checkout: 'mphb_check_out_date', guests: 'mphb_adults', fixed: () => [['mphb_children', '0']] },
  mews: {
    checkin: 'mewsStart',
    checkout: 'mewsEnd',
    guests: 'mewsAdultCount',
    fixed: (page) => [
      ['mewsChildCount', '0'],
      ['language', bcp47(page.locale)],
    ],
  },
  siteminder: {
    checkin: 'checkInDate',
    checkout: 'checkOutDate',
    guests: 'items[0][adults]',
    fixed: (page) => [
      ['items[0][children]', '0'],
      ['items[0][infants]', '0'],
      ['locale', bcp47(page.locale)],
    ],
  },
  cloudbeds: { checkin: 'checkin', checkout: 'checkout', guests: 'adults', fixed: () => [['kids', '0']] },
  webhotelier: { checkin: 'checkin', checkout: 'checkout', guests: 'adults', fixed: (page) => [['lang', page.language]] },
};

const presetAddress = (url: string, language: string) => url.replace(/\{lang\}/g, encodeURIComponent(language));

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
  const fields = presets[settings.engine];
  const url = new URL(presetAddress(settings.url, stay.language));
  const query: [string, string][] = [
    [fields.checkin, stay.checkin],
    [fields.checkout, stay.checkout],
    [fields.guests, String(stay.guests)],
    ...fields.fixed(stay),
  ];
  for (const [name, value] of query) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * The stay search as a plain form, for a visitor whose browser runs none of its code (no
 * JavaScript, or its file failed to load): a GET to the engine's address whose fields carry the
 * engine's names, the dates as a date field sends them (`YYYY-MM-DD`). The browser puts the
 * fields in the query, replacing any query of `action`'s own, so the fixed values travel as
 * hidden fields. Null where the engine's address cannot be made that way: a template with a value
 * in its path, dates in another format, or the number of nights.
 */
export type PlainBookingForm = { action: string; names: { checkin: string; checkout: string; guests: string }; hidden: [name: string, value: string][] };

export function plainBookingForm(
  settings: Pick<BookingSettings, 'engine' | 'url' | 'dateFormat'>,
  page: Pick<Stay, 'language' | 'locale'>,
): PlainBookingForm | null {
  if (settings.engine !== 'template') {
    const { fixed, ...names } = presets[settings.engine];
    const url = new URL(presetAddress(settings.url, page.language));
    const hidden = [...url.searchParams].filter(([name]) => !Object.values(names).includes(name));
    const fixedNames = new Set(fixed(page).map(([name]) => name));
    url.search = '';
    return { action: url.toString(), names, hidden: [...hidden.filter(([name]) => !fixedNames.has(name)), ...fixed(page)] };
  }
  return plainTemplateForm(settings.url, settings.dateFormat, page);
}

const TEMPLATE_STAY_FIELDS = new Map<string, keyof PlainBookingForm['names']>([
  ['{checkin}', 'checkin'],
  ['{checkout}', 'checkout'],
  ['{guests}', 'guests'],
]);

const isAddress = (text: string) => {
  try {
    return Boolean(new URL(text));
  } catch {
    return false;
  }
};

function plainTemplateForm(template: string, dateFormat: string, page: Pick<Stay, 'language' | 'locale'>): PlainBookingForm | null {
  if (dateFormat !== 'YYYY-MM-DD') return null;
  const at = template.indexOf('?');
  const address = at < 0 ? template : template.slice(0, at);
  if (address.includes('{') || !isAddress(address)) return null;
  const names: Partial<PlainBookingForm['names']> = {};
  const hidden: [string, string][] = [];
  const pageValues = new Map([
    ['{lang}', page.language],
    ['{locale}', bcp47(page.locale)],
  ]);
  for (const [name, value] of new URLSearchParams(at < 0 ? '' : template.slice(at + 1))) {
    const stayField = TEMPLATE_STAY_FIELDS.get(value);
    const pageValue = pageValues.get(value);
    if (stayField) names[stayField] = name;
    else if (pageValue !== undefined) hidden.push([name, pageValue]);
    else if (value.includes('{')) return null;
    else hidden.push([name, value]);
  }
  const { checkin, checkout, guests } = names;
  return checkin && checkout && guests ? { action: address, names: { checkin, checkout, guests }, hidden } : null;
}

// Which booking engine the stay search hands visitors to, and its limits, from the text of the
// `GATSBY_BOOKING_*` settings (settings.server.ts checks them first). The hotel's card for search
// engines uses the same address.

export const BOOKING_ENGINES = ['motopress', 'mews', 'siteminder', 'cloudbeds', 'webhotelier', 'template'] as const;
type BookingEngine = (typeof BOOKING_ENGINES)[number];

export type BookingSettings = {
  engine: BookingEngine;
  /** The engine's address; for `template`, the whole URL with `{checkin}`, `{checkout}`, `{guests}`, `{lang}`… */
  url: string;
  /** How `template` writes dates, with `YYYY`, `MM` and `DD` (ISO `YYYY-MM-DD` unless set). */
  dateFormat: string;
  minGuests: number;
  maxGuests: number;
  maxNights: number;
};

type RawSettings = {
  engine?: string;
  url?: string;
  dateFormat?: string;
  minGuests?: string;
  maxGuests?: string;
  maxNights?: string;
};

const whole = (text: string | undefined, fallback: number, min: number): number => {
  const n = Number(text);
  return text && Number.isInteger(n) && n >= min ? n : fallback;
};

/** Settings from their raw text; anything unset or unreadable takes its default. */
export function readBookingSettings(raw: RawSettings): BookingSettings {
  const engine = BOOKING_ENGINES.find((name) => name === (raw.engine ?? '').trim().toLowerCase()) ?? 'motopress';
  const minGuests = whole(raw.minGuests, 1, 1);
  return {
    engine,
    url: (raw.url ?? '').trim(),
    dateFormat: (raw.dateFormat ?? '').trim() || 'YYYY-MM-DD',
    minGuests,
    maxGuests: Math.max(minGuests, whole(raw.maxGuests, 6, 1)),
    maxNights: whole(raw.maxNights, 30, 1),
  };
}

// Calendar days, not instants: `2026-03-12` means that day wherever the visitor is (a stay, a
// date asked in a form). Days are kept as ISO strings and computed in UTC, so no daylight-saving
// change or visitor time zone can shift them.

/** A calendar day, `YYYY-MM-DD`. */
export type Day = string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day as given, when it is a real calendar day (`2026-02-30` is not), else null. */
export function parseDay(text: string | null | undefined): Day | null {
  const match = ISO_DAY.exec(text ?? '');
  if (!match) return null;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? (text as Day) : null;
}

const toUtc = (day: Day) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};

const fromUtc = (date: Date): Day => date.toISOString().slice(0, 10);

export const addDays = (day: Day, days: number): Day => {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
};

/** The same day of another month, or that month's last day when it is shorter (31 Jan + 1 = 28/29 Feb). */
export const addMonths = (day: Day, months: number): Day => {
  const date = toUtc(day);
  const wanted = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(wanted, last));
  return fromUtc(date);
};

/** Nights from one day to another (negative when `to` comes first). */
export const nightsBetween = (from: Day, to: Day): number => Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);

/** 0 for Monday … 6 for Sunday: weeks start on Monday here. */
export const weekdayFromMonday = (day: Day): number => (toUtc(day).getUTCDay() + 6) % 7;

/** The first day of the day's month. */
export const monthStart = (day: Day): Day => `${day.slice(0, 8)}01`;

/**
 * Today's date at the hotel: a visitor in New York at 8 pm is already in tomorrow in Monaco, and
 * the hotel no longer takes arrivals for the day that is over there. An unknown zone (WordPress
 * allows plain UTC offsets) falls back to the visitor's own calendar.
 */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): Day {
  if (timeZone) {
    try {
      // Read part by part: no locale's pattern can be trusted to be YYYY-MM-DD (en-CA's is
      // MM/DD/YYYY in ICU 72, which WebKitGTK 2.50 on Debian 12 uses).
      const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
      return `${part('year')}-${part('month')}-${part('day')}`;
    } catch {
      // fall through: not a zone Intl knows
    }
  }
  return localDay(now);
}

/** The local calendar day of a Date (react-calendar hands out local midnights). */
export const localDay = (date: Date): Day => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Local midnight of a day, the form react-calendar expects. */
export const localDate = (day: Day): Date => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};

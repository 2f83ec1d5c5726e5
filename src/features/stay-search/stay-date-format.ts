// Dates as the hotel writes them: day, month name, year, in the page's language. The month
// names come from the browser's own tables (Intl), so every language the site gains has them.
import type { Day } from '../../lib/calendar-day';
import { bcp47 } from '../../lib/locale';

const utcNoon = (day: Day) => new Date(`${day}T12:00:00Z`);

type Parts = { day: string; dayMark: string; month: string; year: string };

function parts(day: Day, locale: string): Parts {
  const formatted = new Intl.DateTimeFormat(bcp47(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatToParts(utcNoon(day));
  const value = (type: Intl.DateTimeFormatPartTypes) => formatted.find((p) => p.type === type)?.value ?? '';
  const dayIndex = formatted.findIndex((p) => p.type === 'day');
  // German writes the day as an ordinal ("12."); keep that mark when the language has one.
  const after = formatted[dayIndex + 1];
  const dayMark = after?.type === 'literal' && after.value.trim() === '.' ? '.' : '';
  return { day: value('day'), dayMark, month: value('month'), year: value('year') };
}

/** `12 March 2026`, `12 mars 2026`, `12. März 2026`: day first in every language. */
export function formatStayDate(day: Day, locale: string): string {
  const p = parts(day, locale);
  return `${p.day}${p.dayMark} ${p.month} ${p.year}`;
}

/** The day number, month name and year apart, for the large date display of each field. */
export function dayAndMonth(day: Day, locale: string): { day: string; month: string; year: string } {
  const p = parts(day, locale);
  return { day: p.day, month: p.month, year: p.year };
}

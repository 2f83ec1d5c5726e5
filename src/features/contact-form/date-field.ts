// A form's date field as the old theme showed it: the day written `dd/mm/yyyy` in every language,
// while the form posts CF7's `YYYY-MM-DD`; its calendar bounded by the field's min and max.
import { parseDay, type Day } from '../../lib/calendar-day';

/** `2026-03-12` -> `12/03/2026`; anything that is not a calendar day shows as nothing. */
export function shownDate(value: string): string {
  const day = parseDay(value);
  return day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '';
}

/** The field's `min` and `max` (`YYYY-MM-DD`, as CF7 writes them); a malformed one is no bound. */
export function dateBounds(attributes: { min?: string; max?: string }): { min: Day | null; max: Day | null } {
  const min = parseDay(attributes.min);
  const max = parseDay(attributes.max);
  return min && max && min > max ? { min: null, max: null } : { min, max };
}

/** The day the calendar opens on: the field's own, else today, brought within the bounds. */
export function openingDay(value: string, today: Day, bounds: { min: Day | null; max: Day | null }): Day {
  const day = parseDay(value) ?? today;
  if (bounds.min && day < bounds.min) return bounds.min;
  if (bounds.max && day > bounds.max) return bounds.max;
  return day;
}

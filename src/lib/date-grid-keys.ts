// The keyboard of a month grid, as the ARIA date-picker dialog has it: arrows move by day and
// week, Page Up/Down by month (with Shift by year), Home/End to the week's ends (weeks start on
// Monday). Shared by every calendar the site shows.
import { addDays, addMonths, weekdayFromMonday, type Day } from './calendar-day';

const MOVES: Record<string, (day: Day, shift: boolean) => Day> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  PageUp: (d, shift) => addMonths(d, shift ? -12 : -1),
  PageDown: (d, shift) => addMonths(d, shift ? 12 : 1),
  Home: (d) => addDays(d, -weekdayFromMonday(d)),
  End: (d) => addDays(d, 6 - weekdayFromMonday(d)),
};

/** The day a key moves focus to, kept between `min` and `max` when given; null for other keys. */
export function dayAfterKey(key: string, day: Day, shift: boolean, min?: Day | null, max?: Day | null): Day | null {
  const move = Object.hasOwn(MOVES, key) ? MOVES[key] : undefined;
  if (!move) return null;
  const next = move(day, shift);
  if (min && next < min) return min;
  if (max && next > max) return max;
  return next;
}

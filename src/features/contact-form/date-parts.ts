// The year, month and day lists of the date picker used where the browser has none, bounded by
// the field's min and max (`YYYY-MM-DD`, as CF7 writes them).

export type DateParts = { year: string; month: string; day: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const splitDate = (value: string): DateParts => {
  const m = DATE.exec(value);
  return m ? { year: m[1], month: m[2], day: m[3] } : { year: '', month: '', day: '' };
};

/** The full date once all three parts are chosen, else empty (the field counts as not filled). */
export const joinDate = ({ year, month, day }: DateParts): string => (year && month && day ? `${year}-${month}-${day}` : '');

const pad = (n: number) => String(n).padStart(2, '0');

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The years to offer: min to max, or ten years either side of `thisYear` for an open end. */
export function yearChoices(min: string | undefined, max: string | undefined, thisYear: number): string[] {
  const from = Number(splitDate(min ?? '').year) || thisYear - 10;
  const to = Number(splitDate(max ?? '').year) || Math.max(from, thisYear) + 10;
  const years: string[] = [];
  for (let y = from; y <= to; y += 1) years.push(String(y));
  return years;
}

/** The months of a year that lie between min and max. */
export function monthChoices(year: string, min?: string, max?: string): string[] {
  const lo = splitDate(min ?? '');
  const hi = splitDate(max ?? '');
  const months: string[] = [];
  for (let m = 1; m <= 12; m += 1) {
    const month = pad(m);
    if (year && lo.year === year && month < lo.month) continue;
    if (year && hi.year === year && month > hi.month) continue;
    months.push(month);
  }
  return months;
}

/** The days of a month that lie between min and max (31 while the month is not chosen). */
export function dayChoices(year: string, month: string, min?: string, max?: string): string[] {
  const count = year && month ? daysInMonth(Number(year), Number(month)) : 31;
  const lo = splitDate(min ?? '');
  const hi = splitDate(max ?? '');
  const days: string[] = [];
  for (let d = 1; d <= count; d += 1) {
    const day = pad(d);
    if (lo.year === year && lo.month === month && day < lo.day) continue;
    if (hi.year === year && hi.month === month && day > hi.day) continue;
    days.push(day);
  }
  return days;
}

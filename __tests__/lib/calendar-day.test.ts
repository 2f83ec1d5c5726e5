import { addDays, addMonths, nightsBetween, parseDay, todayIn, weekdayFromMonday } from '../../src/lib/calendar-day';

test('only real calendar days are read', () => {
  expect(parseDay('2028-02-29')).toBe('2028-02-29');
  expect(parseDay('2026-02-29')).toBeNull();
  expect(parseDay('2026-13-01')).toBeNull();
  expect(parseDay('12/03/2026')).toBeNull();
  expect(parseDay(null)).toBeNull();
});

test('days and months are counted across month ends, leap years and clock changes', () => {
  expect(addDays('2026-03-28', 2)).toBe('2026-03-30'); // Europe changes its clocks on 29 March 2026
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
  expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  expect(nightsBetween('2026-03-28', '2026-04-02')).toBe(5);
  expect(nightsBetween('2026-04-02', '2026-03-28')).toBe(-5);
});

test('weeks start on Monday', () => {
  expect(weekdayFromMonday('2026-03-09')).toBe(0); // a Monday
  expect(weekdayFromMonday('2026-03-15')).toBe(6); // a Sunday
});

test("today is the hotel's date, not the visitor's", () => {
  // 23:30 UTC on 1 March is already 2 March in Monaco, still 1 March in New York.
  const now = new Date('2026-03-01T23:30:00Z');
  expect(todayIn('Europe/Monaco', now)).toBe('2026-03-02');
  expect(todayIn('America/New_York', now)).toBe('2026-03-01');
});

test("today does not hang on a locale's way of writing dates (ICU 72, as WebKitGTK has it, writes en-CA as MM/DD/YYYY)", () => {
  const Format = Intl.DateTimeFormat;
  const icu72 = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((locales, options) => new Format(locales === 'en-CA' ? 'en-US' : locales, options));
  try {
    expect(todayIn('Europe/Monaco', new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
  } finally {
    icu72.mockRestore();
  }
});

test('an offset WordPress may store instead of a zone falls back to the local calendar', () => {
  const now = new Date(2026, 2, 1, 12);
  expect(todayIn('UTC+2', now)).toBe('2026-03-01');
  expect(todayIn('', now)).toBe('2026-03-01');
});

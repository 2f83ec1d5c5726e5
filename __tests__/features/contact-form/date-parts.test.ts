import { dayChoices, joinDate, monthChoices, splitDate, yearChoices } from '../../../src/features/contact-form/date-parts';

test('a date splits into parts and joins back only when whole', () => {
  expect(splitDate('2026-03-09')).toEqual({ year: '2026', month: '03', day: '09' });
  expect(splitDate('9 March')).toEqual({ year: '', month: '', day: '' });
  expect(joinDate({ year: '2026', month: '03', day: '09' })).toBe('2026-03-09');
  expect(joinDate({ year: '2026', month: '', day: '09' })).toBe('');
});

test('years run from min to max, or around this year when open', () => {
  expect(yearChoices('2026-01-01', '2028-12-31', 2030)).toEqual(['2026', '2027', '2028']);
  expect(yearChoices(undefined, undefined, 2026)).toHaveLength(21);
});

test('months and days stay within min and max', () => {
  expect(monthChoices('2026', '2026-10-15', '2027-02-01')).toEqual(['10', '11', '12']);
  expect(monthChoices('2027', '2026-10-15', '2027-02-01')).toEqual(['01', '02']);
  expect(dayChoices('2026', '10', '2026-10-15')[0]).toBe('15');
  expect(dayChoices('2027', '02', undefined, '2027-02-01')).toEqual(['01']);
});

test('days follow the month and leap years', () => {
  expect(dayChoices('2028', '02')).toHaveLength(29);
  expect(dayChoices('2027', '02')).toHaveLength(28);
  expect(dayChoices('2027', '04')).toHaveLength(30);
});

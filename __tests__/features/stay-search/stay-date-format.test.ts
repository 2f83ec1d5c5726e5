import { dayAndMonth, formatStayDate } from '../../../src/features/stay-search/stay-date-format';

test('dates read day, month name, year in each language', () => {
  expect(formatStayDate('2026-03-12', 'en_US')).toBe('12 March 2026');
  expect(formatStayDate('2026-03-12', 'fr_FR')).toBe('12 mars 2026');
  expect(formatStayDate('2026-03-12', 'de_DE')).toBe('12. März 2026');
  expect(formatStayDate('2026-12-01', 'fr_FR')).toBe('1 décembre 2026');
});

test('the large display shows the day, the month name and the year apart', () => {
  expect(dayAndMonth('2026-08-05', 'en_US')).toEqual({ day: '5', month: 'August', year: '2026' });
  expect(dayAndMonth('2026-08-05', 'fr_FR')).toEqual({ day: '5', month: 'août', year: '2026' });
  expect(dayAndMonth('2026-08-05', 'de_DE')).toEqual({ day: '5', month: 'August', year: '2026' });
  expect(dayAndMonth('2027-02-05', 'de_DE')).toEqual({ day: '5', month: 'Februar', year: '2027' });
});

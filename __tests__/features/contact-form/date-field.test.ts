import { dateBounds, openingDay, shownDate } from '../../../src/features/contact-form/date-field';

test('a day shows as dd/mm/yyyy, whatever the language; nothing for what is not a day', () => {
  expect(shownDate('2026-03-09')).toBe('09/03/2026');
  expect(shownDate('2028-02-29')).toBe('29/02/2028');
  expect(shownDate('')).toBe('');
  expect(shownDate('2026-02-30')).toBe('');
  expect(shownDate('09/03/2026')).toBe('');
});

test('the field’s min and max bound the calendar; malformed or crossed ones bound nothing', () => {
  expect(dateBounds({ min: '2026-01-01', max: '2028-12-31' })).toEqual({ min: '2026-01-01', max: '2028-12-31' });
  expect(dateBounds({ min: 'soon' })).toEqual({ min: null, max: null });
  expect(dateBounds({ min: '2028-01-01', max: '2026-01-01' })).toEqual({ min: null, max: null });
});

test('the calendar opens on the field’s day, else today, within the bounds', () => {
  const bounds = { min: '2026-01-01', max: '2028-12-31' };
  expect(openingDay('2027-05-04', '2026-11-24', bounds)).toBe('2027-05-04');
  expect(openingDay('', '2026-11-24', bounds)).toBe('2026-11-24');
  expect(openingDay('', '2025-06-01', bounds)).toBe('2026-01-01');
  expect(openingDay('', '2030-06-01', bounds)).toBe('2028-12-31');
  expect(openingDay('', '2030-06-01', { min: null, max: null })).toBe('2030-06-01');
});

import { dayAfterKey } from '../../src/lib/date-grid-keys';

test('arrows move by day and week, Page Up/Down by month, with Shift by year', () => {
  const day = '2026-03-12'; // a Thursday
  expect(dayAfterKey('ArrowRight', day, false)).toBe('2026-03-13');
  expect(dayAfterKey('ArrowLeft', day, false)).toBe('2026-03-11');
  expect(dayAfterKey('ArrowDown', day, false)).toBe('2026-03-19');
  expect(dayAfterKey('ArrowUp', day, false)).toBe('2026-03-05');
  expect(dayAfterKey('PageDown', day, false)).toBe('2026-04-12');
  expect(dayAfterKey('PageUp', day, true)).toBe('2025-03-12');
});

test('Home and End go to the Monday and the Sunday of the week', () => {
  expect(dayAfterKey('Home', '2026-03-12', false)).toBe('2026-03-09');
  expect(dayAfterKey('End', '2026-03-12', false)).toBe('2026-03-15');
  expect(dayAfterKey('Home', '2026-03-09', false)).toBe('2026-03-09');
});

test('moves stop at the bounds; other keys move nothing', () => {
  expect(dayAfterKey('ArrowLeft', '2026-01-01', false, '2026-01-01')).toBe('2026-01-01');
  expect(dayAfterKey('PageDown', '2028-12-20', false, null, '2028-12-31')).toBe('2028-12-31');
  expect(dayAfterKey('Enter', '2026-03-12', false)).toBeNull();
  expect(dayAfterKey('constructor', '2026-03-12', false)).toBeNull();
});

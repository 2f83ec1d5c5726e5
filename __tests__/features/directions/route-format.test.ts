import { formatDistance as distance, formatDuration as duration } from '../../../src/features/directions/route-format';

// Intl puts no-break spaces between number and unit (as it should); the tests read them as spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');
const formatDistance = (metres: number, locale: string) => plain(distance(metres, locale));
const formatDuration = (seconds: number, locale: string) => plain(duration(seconds, locale));

test('distances: metres to the nearest ten, then kilometres with one decimal below ten', () => {
  expect(formatDistance(847, 'en_US')).toBe('850 m');
  expect(formatDistance(1234, 'fr_FR')).toBe('1,2 km');
  expect(formatDistance(23_456, 'de_DE')).toBe('23 km');
});

test('durations: minutes, then hours and minutes', () => {
  expect(formatDuration(20, 'en_US')).toBe('1 min');
  expect(formatDuration(754, 'en_US')).toBe('13 min');
  expect(formatDuration(3900, 'fr_FR')).toBe('1 h 5 min');
  expect(formatDuration(7200, 'de_DE')).toBe('2 Std.');
});

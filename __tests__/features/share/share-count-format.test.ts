import { formatShareCount } from '../../../src/features/share/share-count-format';

test('below ten thousand the count is exact, grouped in the locale', () => {
  expect(formatShareCount(0, 'en-US')).toBe('0');
  expect(formatShareCount(9999, 'en-US')).toBe('9,999');
  expect(formatShareCount(9999, 'de-DE')).toBe('9.999');
});

test('from 1e4: thousands with one decimal, cut rather than rounded', () => {
  expect(formatShareCount(10000, 'en-US')).toBe('10.0k');
  expect(formatShareCount(12480, 'en-US')).toBe('12.4k');
  expect(formatShareCount(12480, 'fr-FR')).toBe('12,4k');
  expect(formatShareCount(999999, 'en-US')).toBe('999.9k');
});

test('from 1e6: thousands without decimals', () => {
  expect(formatShareCount(1e6, 'en-US')).toBe('1,000k');
  expect(formatShareCount(1045000, 'de-DE')).toBe('1.045k');
  expect(formatShareCount(9999999, 'en-US')).toBe('9,999k');
});

test('from 1e7: millions with one decimal', () => {
  expect(formatShareCount(1e7, 'en-US')).toBe('10.0M');
  expect(formatShareCount(23456789, 'fr-FR')).toBe('23,4M');
  expect(formatShareCount(999999999, 'en-US')).toBe('999.9M');
});

test('from 1e9: millions without decimals', () => {
  expect(formatShareCount(1e9, 'en-US')).toBe('1,000M');
  expect(formatShareCount(12345678901, 'en-US')).toBe('12,345M');
});

test('negative, fractional and non-finite counts show as whole numbers, never below 0', () => {
  expect(formatShareCount(-5, 'en-US')).toBe('0');
  expect(formatShareCount(Number.NaN, 'en-US')).toBe('0');
  expect(formatShareCount(12.9, 'en-US')).toBe('12');
});

import { formatStatNumber, parseStatNumber } from '../../../src/features/stats/stat-number';
import { hasStatNumber } from '../../../src/features/stats/stat-number-pattern';

describe('parseStatNumber', () => {
  test('reads the decimal mark of the page language', () => {
    expect(parseStatNumber('4.8', 'en-US')).toEqual({ value: 4.8, fractionDigits: 1, prefix: '', suffix: '' });
    expect(parseStatNumber('4,8', 'fr-FR')).toEqual({ value: 4.8, fractionDigits: 1, prefix: '', suffix: '' });
    expect(parseStatNumber('4,8', 'de-DE')).toEqual({ value: 4.8, fractionDigits: 1, prefix: '', suffix: '' });
  });
  test('thousands separators of each language are read as such', () => {
    expect(parseStatNumber('12,500', 'en-US')?.value).toBe(12500);
    expect(parseStatNumber('12.500', 'de-DE')?.value).toBe(12500);
    expect(parseStatNumber('12\u202f500', 'fr-FR')?.value).toBe(12500);
    expect(parseStatNumber('1898', 'fr-FR')).toEqual({ value: 1898, fractionDigits: 0, prefix: '', suffix: '' });
  });
  test('keeps what surrounds the number', () => {
    expect(parseStatNumber('96 %', 'fr-FR')).toEqual({ value: 96, fractionDigits: 0, prefix: '', suffix: ' %' });
    expect(parseStatNumber('€45', 'en-US')).toEqual({ value: 45, fractionDigits: 0, prefix: '€', suffix: '' });
  });
  test('text without a number is not a number', () => {
    expect(parseStatNumber('many', 'en-US')).toBeNull();
    expect(parseStatNumber('', 'en-US')).toBeNull();
  });
});

describe('hasStatNumber', () => {
  test('tells numbers to count from other bold text, as parseStatNumber reads them', () => {
    for (const text of ['1898', ' 4,8 ', '96 %', '+350', '€45', '12\u202f500']) {
      expect(hasStatNumber(text)).toBe(true);
      expect(parseStatNumber(text, 'fr-FR')).not.toBeNull();
    }
    for (const text of ['many', '', 'soon']) {
      expect(hasStatNumber(text)).toBe(false);
      expect(parseStatNumber(text, 'fr-FR')).toBeNull();
    }
  });
});

describe('formatStatNumber', () => {
  test('writes decimals the way the page language does', () => {
    expect(formatStatNumber(4.8, 1, 'en-US')).toBe('4.8');
    expect(formatStatNumber(4.8, 1, 'fr-FR')).toBe('4,8');
    expect(formatStatNumber(4.8, 1, 'de-DE')).toBe('4,8');
    expect(formatStatNumber(0, 1, 'de-DE')).toBe('0,0');
  });
  test('years stay without a separator; large numbers get one', () => {
    expect(formatStatNumber(1898, 0, 'en-US')).toBe('1898');
    expect(formatStatNumber(12500, 0, 'en-US')).toBe('12,500');
    expect(formatStatNumber(12500, 0, 'de-DE')).toBe('12.500');
  });
  test('values on their way up keep the final number of decimals', () => {
    expect(formatStatNumber(2.3456, 1, 'en-US')).toBe('2.3');
  });
});

test('a locale and form of number is set up once, however many numbers are read and written', () => {
  const made = jest.spyOn(Intl, 'NumberFormat');
  try {
    // A page's four counters read and written, then one counting 60 frames, in a locale no other
    // test here uses.
    for (const text of ['1.898', '74', '350', '4,8']) {
      const number = parseStatNumber(text, 'de-AT');
      if (number) formatStatNumber(number.value, number.fractionDigits, 'de-AT');
    }
    for (let frame = 0; frame <= 60; frame += 1) formatStatNumber((4.8 * frame) / 60, 1, 'de-AT');
    // The decimal mark's form, and the counters' with no decimals and with one.
    expect(made).toHaveBeenCalledTimes(3);
  } finally {
    made.mockRestore();
  }
});

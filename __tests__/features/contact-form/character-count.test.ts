import { countCharacters, readCounterSettings } from '../../../src/features/contact-form/character-count';

// The attributes of the two counters in CF7's recorded markup.
const up = readCounterSettings({ className: 'wpcf7-character-count up', startingValue: '0', maximumValue: '40', minimumValue: '2' });
const down = readCounterSettings({ className: 'wpcf7-character-count down', startingValue: '500', maximumValue: '500' });

describe('reading the counter attributes', () => {
  test('up and down counters', () => {
    expect(up).toEqual({ direction: 'up', startingValue: 0, maximum: 40, minimum: 2 });
    expect(down).toEqual({ direction: 'down', startingValue: 500, maximum: 500, minimum: null });
  });

  test('a down counter without a starting value starts at its maximum', () => {
    expect(readCounterSettings({ className: 'wpcf7-character-count down', maximumValue: '80' }).startingValue).toBe(80);
    expect(readCounterSettings({ className: 'wpcf7-character-count', startingValue: 'x' })).toEqual({
      direction: 'up',
      startingValue: 0,
      maximum: null,
      minimum: null,
    });
  });
});

describe('counting', () => {
  test('counting up shows the typed length', () => {
    expect(countCharacters(up, 'Anna').current).toBe(4);
  });

  test('counting down shows what is left, below zero when over', () => {
    expect(countCharacters(down, 'Hello').current).toBe(495);
    expect(countCharacters(down, 'x'.repeat(503))).toEqual({ current: -3, tooLong: true, tooShort: false });
  });

  test('too short below the minimum, including an empty field', () => {
    expect(countCharacters(up, 'A')).toEqual({ current: 1, tooLong: false, tooShort: true });
    expect(countCharacters(up, '').tooShort).toBe(true);
    expect(countCharacters(up, 'An').tooShort).toBe(false);
  });

  test('too long only past the maximum', () => {
    expect(countCharacters(up, 'x'.repeat(40)).tooLong).toBe(false);
    expect(countCharacters(up, 'x'.repeat(41)).tooLong).toBe(true);
  });

  test('lengths are UTF-16 units, as maxlength counts them', () => {
    expect(countCharacters(up, '🙂').current).toBe(2);
  });

  test('no limits, no warnings', () => {
    const plain = readCounterSettings({ className: 'wpcf7-character-count up' });
    expect(countCharacters(plain, 'x'.repeat(5000))).toEqual({ current: 5000, tooLong: false, tooShort: false });
  });
});

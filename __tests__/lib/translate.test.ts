import { translate } from '../../src/lib/translate';

const strings = {
  greeting: 'Hello {{name}}, welcome to {{ site }}',
  guest_one: '{{count}} guest',
  guest_other: '{{count}} guests',
  night_other: '{{count}} nights',
  plain: 'Rooms',
};

test('placeholders take their values; an unknown one stays as written', () => {
  expect(translate(strings, 'en', 'greeting', { name: 'Ann', site: 'Hôtel' })).toBe('Hello Ann, welcome to Hôtel');
  expect(translate(strings, 'en', 'greeting', { name: 'Ann' })).toBe('Hello Ann, welcome to {{ site }}');
});

test('the plural form follows the language: French counts 0 and 1 as one, English only 1', () => {
  expect(translate(strings, 'en', 'guest', { count: 1 })).toBe('1 guest');
  expect(translate(strings, 'en', 'guest', { count: 0 })).toBe('0 guests');
  expect(translate(strings, 'fr', 'guest', { count: 0 })).toBe('0 guest');
  expect(translate(strings, 'de', 'guest', { count: 3 })).toBe('3 guests');
});

test('a missing plural form falls back to "other", a missing key shows the key', () => {
  expect(translate(strings, 'en', 'night', { count: 1 })).toBe('1 nights');
  expect(translate(strings, 'en', 'nowhere')).toBe('nowhere');
  expect(translate({}, 'en', 'guest', { count: 2 })).toBe('guest');
});

test('a string without a count ignores plural forms; a string count is not a plural', () => {
  expect(translate(strings, 'en', 'plain')).toBe('Rooms');
  expect(translate(strings, 'en', 'guest', { count: '2' })).toBe('guest');
});

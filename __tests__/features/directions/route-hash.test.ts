import { parseRouteHash, writeRouteHash, type RouteHash } from '../../../src/features/directions/route-hash';
import type { TravelMode } from '../../../src/features/directions/travel-mode';

const full: RouteHash = { pointa: 'Gare de Monaco, PRC', pointb: 'Hôtel Lumière, 12 Avenue des Spélugues & co', travelMode: 'walking', routeOption: 1 };
const state = (pointa: string, pointb: string, travelMode: TravelMode | null = null, routeOption = 0): RouteHash => ({
  pointa,
  pointb,
  travelMode,
  routeOption,
});

test('a written hash reads back as the same state, whatever the text holds', () => {
  const hash = writeRouteHash(full);
  expect(hash).toBe(
    'pointa=Gare%20de%20Monaco%2C%20PRC&pointb=H%C3%B4tel%20Lumi%C3%A8re%2C%2012%20Avenue%20des%20Sp%C3%A9lugues%20%26%20co&travel-mode=walking&route-option=1',
  );
  expect(parseRouteHash(`#${hash}`)).toEqual({ state: full, dropped: [] });
  expect(parseRouteHash(hash)).toEqual({ state: full, dropped: [] });
  const odd: RouteHash = { pointa: '50% = half; a+b', pointb: '#?/', travelMode: 'transit', routeOption: 0 };
  expect(parseRouteHash(writeRouteHash(odd))).toEqual({ state: odd, dropped: [] });
});

test('missing pairs take their defaults; pluses are spaces; keys in any order', () => {
  expect(parseRouteHash('#pointb=Monaco+Ville').state).toEqual(state('', 'Monaco Ville'));
  expect(parseRouteHash('#route-option=2&travel-mode=driving&pointa=A&pointb=B').state).toEqual(state('A', 'B', 'driving', 2));
  expect(parseRouteHash('#pointa=A&travel-mode=&route-option=')).toEqual({ state: state('A', ''), dropped: [] });
});

test.each([
  ['empty', ''],
  ['just a #', '#'],
  ['an anchor (the skip link)', '#main'],
  ['only other scripts’ keys', '#foo=bar&ref=%ZZ'],
])('a hash with nothing of ours (%s) gives no state, and nothing is dropped', (_name, hash) => {
  expect(parseRouteHash(hash)).toEqual({ state: null, dropped: [] });
});

// A shared link mangled on its way: each part that cannot be read is dropped, and named; the rest is kept.
const AB = '#pointa=A&pointb=B&travel-mode=driving';
test.each<[string, string, RouteHash | null, string[]]>([
  ['a route option without =', `${AB}&route-option`, state('A', 'B', 'driving'), ['route-option']],
  ['a route option that is a lone %', `${AB}&route-option=%`, state('A', 'B', 'driving'), ['route-option=%']],
  ['a route option with a broken escape', `${AB}&route-option=%ZZ`, state('A', 'B', 'driving'), ['route-option=%ZZ']],
  ['a negative route option', `${AB}&route-option=-1`, state('A', 'B', 'driving'), ['route-option=-1']],
  ['a fractional route option', `${AB}&route-option=1.5`, state('A', 'B', 'driving'), ['route-option=1.5']],
  ['a huge route option', `${AB}&route-option=999`, state('A', 'B', 'driving'), ['route-option=999']],
  ['a route option in words', `${AB}&route-option=abc`, state('A', 'B', 'driving'), ['route-option=abc']],
  ['a route option escaped to a space', `${AB}&route-option=%20`, state('A', 'B', 'driving'), ['route-option=%20']],
  ['a start with a broken escape', '#pointa=%ZZ&pointb=B&travel-mode=driving', state('', 'B', 'driving'), ['pointa=%ZZ']],
  ['a start cut inside a character', '#pointa=%E0%A4%A&pointb=B', state('', 'B'), ['pointa=%E0%A4%A']],
  ['a place name with a lone %', '#pointa=50%+off&pointb=B&travel-mode=walking', state('', 'B', 'walking'), ['pointa=50%+off']],
  ['a start without =', '#pointa&pointb=B&travel-mode=walking', state('', 'B', 'walking'), ['pointa']],
  ['a key with a broken escape', '#%ZZ=x&pointa=A&pointb=B', state('A', 'B'), ['%ZZ=x']],
  ['a pair without a name', '#=value&pointa=A&pointb=B', state('A', 'B'), ['=value']],
  ['an unknown travel mode', '#pointa=A&pointb=B&travel-mode=flying&route-option=1', state('A', 'B', null, 1), ['travel-mode=flying']],
  ['a start given twice: the first is kept', '#pointa=A&pointb=B&pointa=C', state('A', 'B'), ['pointa=C']],
  ['a travel mode given twice: the first is kept', `${AB}&travel-mode=walking`, state('A', 'B', 'driving'), ['travel-mode=walking']],
  [
    'an unreadable first value: the readable second is kept',
    '#pointa=A&pointb=B&travel-mode=flying&travel-mode=walking',
    state('A', 'B', 'walking'),
    ['travel-mode=flying'],
  ],
  [
    'only parts that cannot be read: no state, but the page is told',
    '#route-option&travel-mode=flying&pointa=%ZZ',
    null,
    ['route-option', 'travel-mode=flying', 'pointa=%ZZ'],
  ],
  [
    'a mix, beside another script’s key and empty pairs',
    '#pointa=Gare+de+Monaco&pointb=%ZZ&&travel-mode=BICYCLING&route-option=1.5&utm_source=chat&',
    state('Gare de Monaco', '', 'bicycling'),
    ['pointb=%ZZ', 'route-option=1.5'],
  ],
  [
    'a mix of a bare route option and a broken key',
    '#pointa=A&%ZZ&pointb=B&travel-mode=walking&route-option',
    state('A', 'B', 'walking'),
    ['%ZZ', 'route-option'],
  ],
])('a malformed part (%s) is dropped, the rest kept', (_name, hash, expected, dropped) => {
  expect(parseRouteHash(hash)).toEqual({ state: expected, dropped });
});

// What is not malformed, though it may look so, is read without a word.
test.each<[string, string, RouteHash]>([
  ['a travel mode with a capital', '#pointa=A&pointb=B&travel-mode=Walking', state('A', 'B', 'walking')],
  ['a travel mode in capitals', '#pointa=A&pointb=B&travel-mode=DRIVING', state('A', 'B', 'driving')],
  ['empty pairs', '#pointa=A&&pointb=B', state('A', 'B')],
  ['a trailing &', `${AB}&route-option=1&`, state('A', 'B', 'driving', 1)],
  ['pluses for spaces', '#pointa=Gare+de+Monaco&pointb=Place+du+Casino', state('Gare de Monaco', 'Place du Casino')],
  ['an escaped %', '#pointa=50%25+off&pointb=B', state('50% off', 'B')],
  ['another script’s key', '#pointa=A&foo=bar&pointb=B', state('A', 'B')],
  ['another script’s key with a broken escape in its value', '#pointa=A&ref=%ZZ&pointb=B', state('A', 'B')],
  ['an anchor beside the route', '#main&pointa=A&pointb=B', state('A', 'B')],
  ['a key given twice with the same value', '#pointa=A&pointb=B&pointa=A&travel-mode=walking&travel-mode=Walking', state('A', 'B', 'walking')],
  ['a route option with a leading zero', `${AB}&route-option=01`, state('A', 'B', 'driving', 1)],
  ['the largest route option', `${AB}&route-option=99`, state('A', 'B', 'driving', 99)],
])('what only looks odd (%s) is read, and nothing is dropped', (_name, hash, expected) => {
  expect(parseRouteHash(hash)).toEqual({ state: expected, dropped: [] });
});

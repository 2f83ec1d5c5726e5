import { parseRouteHash, writeRouteHash, type RouteHash } from '../../../src/features/directions/route-hash';

const full: RouteHash = { pointa: 'Gare de Monaco, PRC', pointb: 'Hôtel Lumière, 12 Avenue des Spélugues & co', travelMode: 'walking', routeOption: 1 };

test('a written hash reads back as the same state, whatever the text holds', () => {
  const hash = writeRouteHash(full);
  expect(hash).toBe(
    'pointa=Gare%20de%20Monaco%2C%20PRC&pointb=H%C3%B4tel%20Lumi%C3%A8re%2C%2012%20Avenue%20des%20Sp%C3%A9lugues%20%26%20co&travel-mode=walking&route-option=1',
  );
  expect(parseRouteHash(`#${hash}`)).toEqual(full);
  expect(parseRouteHash(hash)).toEqual(full);
  const odd: RouteHash = { pointa: '50% = half; a+b', pointb: '#?/', travelMode: 'transit', routeOption: 0 };
  expect(parseRouteHash(writeRouteHash(odd))).toEqual(odd);
});

test('missing pairs take their defaults; pluses are spaces; keys in any order', () => {
  expect(parseRouteHash('#pointb=Monaco+Ville')).toEqual({ pointa: '', pointb: 'Monaco Ville', travelMode: null, routeOption: 0 });
  expect(parseRouteHash('#route-option=2&travel-mode=driving&pointa=A&pointb=B')).toEqual({ pointa: 'A', pointb: 'B', travelMode: 'driving', routeOption: 2 });
  expect(parseRouteHash('#pointa=A&travel-mode=&route-option=')).toEqual({ pointa: 'A', pointb: '', travelMode: null, routeOption: 0 });
});

test('other keys are ignored beside ours', () => {
  expect(parseRouteHash('#pointa=A&utm_source=x')).toMatchObject({ pointa: 'A' });
});

test.each([
  ['negative', '-1'],
  ['fractional', '1.5'],
  ['a word', 'two'],
  ['huge', '100000'],
  ['escaped to a space', '%20'],
])('a route option that is not a small whole number (%s) gives the first route, and the rest of the hash is kept', (_name, option) => {
  expect(parseRouteHash(`#pointa=A&pointb=B&travel-mode=driving&route-option=${option}`)).toEqual({
    pointa: 'A',
    pointb: 'B',
    travelMode: 'driving',
    routeOption: 0,
  });
});

test.each([
  ['empty', ''],
  ['just a #', '#'],
  ['an anchor (the skip link)', '#main'],
  ['only unknown keys', '#foo=bar'],
  ['a bad escape', '#pointa=%E0%A4%A&pointb=B'],
  ['an unknown travel mode', '#pointa=A&pointb=B&travel-mode=flying'],
  ['a travel mode in capitals', '#pointa=A&pointb=B&travel-mode=Driving'],
  ['a key given twice', '#pointa=A&pointa=B'],
  ['a pair without =', '#pointa=A&pointb'],
])('a malformed hash (%s) is ignored', (_name, hash) => {
  expect(parseRouteHash(hash)).toBeNull();
});

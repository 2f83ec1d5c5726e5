// A form sent before the page's script ran: its query becomes the hash, by the hash's own rules.
import { handOverRouteQuery, parseRouteQuery } from '../../../src/features/directions/route-query';

const at = (search: string, hash = '') => ({ pathname: '/location/', search, hash });

test('a plain form submission reads as the state it carries, pluses as spaces', () => {
  expect(parseRouteQuery('?pointa=Gare+de+Monaco%2C+PRC&pointb=H%C3%B4tel+Lumi%C3%A8re&travel-mode=walking')).toEqual({
    pointa: 'Gare de Monaco, PRC',
    pointb: 'Hôtel Lumière',
    travelMode: 'walking',
    routeOption: 0,
  });
});

test('a travel mode in capitals is read as the hash reads it', () => {
  expect(parseRouteQuery('?pointa=A&pointb=B&travel-mode=Walking')).toEqual({ pointa: 'A', pointb: 'B', travelMode: 'walking', routeOption: 0 });
});

test.each([
  ['no query', ''],
  ['only other parameters', '?utm_source=letter'],
  ['an unknown travel mode', '?pointa=A&pointb=B&travel-mode=flying'],
  ['a bad escape', '?pointa=%E0%A4%A&pointb=B&travel-mode=driving'],
  ['a key given twice', '?pointa=A&pointa=B&travel-mode=driving'],
  ['a mangled route option', '?pointa=A&pointb=B&travel-mode=driving&route-option=abc'],
])('a query without a usable state (%s) gives none', (_name, search) => {
  expect(parseRouteQuery(search)).toBeNull();
});

test('the query becomes the canonical hash; other parameters stay as they were', () => {
  expect(handOverRouteQuery(at('?pointa=Gare+de+Monaco&pointb=Casino&travel-mode=driving'))).toEqual({
    url: '/location/#pointa=Gare%20de%20Monaco&pointb=Casino&travel-mode=driving&route-option=0',
    submitted: { pointa: 'Gare de Monaco', pointb: 'Casino', travelMode: 'driving', routeOption: 0 },
  });
  expect(handOverRouteQuery(at('?utm_source=letter&pointa=A&pointb=B&travel-mode=walking&lang=x%20y'))?.url).toBe(
    '/location/?utm_source=letter&lang=x%20y#pointa=A&pointb=B&travel-mode=walking&route-option=0',
  );
});

test('a submission with a field left empty is still handed over, so the page can say what it lacks', () => {
  expect(handOverRouteQuery(at('?pointa=&pointb=Casino&travel-mode=driving'))).toEqual({
    url: '/location/#pointa=&pointb=Casino&travel-mode=driving&route-option=0',
    submitted: { pointa: '', pointb: 'Casino', travelMode: 'driving', routeOption: 0 },
  });
});

test('a route already in the hash wins; the query fields still leave the address', () => {
  const hash = '#pointa=X&pointb=Y&travel-mode=walking&route-option=1';
  expect(handOverRouteQuery(at('?pointa=A&pointb=B&travel-mode=driving', hash))).toEqual({ url: `/location/${hash}`, submitted: null });
});

test('an anchor in the hash is not a route: the query wins over it', () => {
  expect(handOverRouteQuery(at('?pointa=A&pointb=B&travel-mode=driving', '#main'))?.url).toBe(
    '/location/#pointa=A&pointb=B&travel-mode=driving&route-option=0',
  );
});

test('malformed route fields are ignored, and taken out of the address', () => {
  expect(handOverRouteQuery(at('?pointa=A&pointb=B&travel-mode=flying&utm_source=x'))).toEqual({ url: '/location/?utm_source=x', submitted: null });
});

test('an address without route fields in its query is left alone', () => {
  expect(handOverRouteQuery(at(''))).toBeNull();
  expect(handOverRouteQuery(at('?utm_source=letter', '#pointa=A'))).toBeNull();
});

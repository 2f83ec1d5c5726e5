import { isTravelMode, routeOptionFor, TRAVEL_MODES } from '../../../src/features/directions/travel-mode';

test('the four travel modes, by the names the hash uses', () => {
  expect(TRAVEL_MODES).toEqual(['driving', 'walking', 'bicycling', 'transit']);
  expect(isTravelMode('bicycling')).toBe(true);
  expect(isTravelMode('cycling')).toBe(false);
});

test('changing the travel mode starts again from the first route', () => {
  expect(routeOptionFor({ firstLoad: false, previousMode: 'driving', mode: 'walking', routeOption: 2 })).toBe(0);
  expect(routeOptionFor({ firstLoad: false, previousMode: null, mode: 'walking', routeOption: 1 })).toBe(0);
});

test('the same mode keeps the chosen route', () => {
  expect(routeOptionFor({ firstLoad: false, previousMode: 'driving', mode: 'driving', routeOption: 2 })).toBe(2);
});

test('on first load the route option of the address is kept', () => {
  expect(routeOptionFor({ firstLoad: true, previousMode: null, mode: 'bicycling', routeOption: 1 })).toBe(1);
  expect(routeOptionFor({ firstLoad: true, previousMode: 'driving', mode: 'walking', routeOption: 1 })).toBe(1);
});

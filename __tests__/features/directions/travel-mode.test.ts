import { availableMode, isTravelMode, routeOptionFor, TRAVEL_MODES } from '../../../src/features/directions/travel-mode';

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

describe('a mode the router does not answer', () => {
  const OSRM = ['driving', 'walking', 'bicycling'] as const;

  test('is replaced by driving, and the replaced mode is named so the visitor can be told', () => {
    expect(availableMode('transit', OSRM)).toEqual({ mode: 'driving', replaced: 'transit' });
  });

  test('a mode the router answers, or none, is kept as it is', () => {
    expect(availableMode('walking', OSRM)).toEqual({ mode: 'walking', replaced: null });
    expect(availableMode(null, OSRM)).toEqual({ mode: null, replaced: null });
    expect(availableMode('transit', [...OSRM, 'transit'])).toEqual({ mode: 'transit', replaced: null });
  });

  test('without driving, the router’s first mode stands in', () => {
    expect(availableMode('transit', ['walking', 'bicycling'])).toEqual({ mode: 'walking', replaced: 'transit' });
  });
});

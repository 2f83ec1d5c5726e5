// Reading OSRM route URLs: the positions and messages osrm-routed gives for malformed requests.
import { parseRouteRequest } from '../../../demo/geo/osrm-request';

test.each([
  ['/route/v1/driving/1', 'InvalidQuery', 'Query string malformed close to position 19'],
  ['/route/v1/driving/1,1,1', 'InvalidQuery', 'Query string malformed close to position 21'],
  ['/route/v1/driving/x', 'InvalidQuery', 'Query string malformed close to position 18'],
  ['/route/v1/driving/x,y', 'InvalidQuery', 'Query string malformed close to position 18'],
  ['/route/v1/driving/1,1;', 'InvalidQuery', 'Query string malformed close to position 21'],
  ['/route/v1/driving/1,1;1', 'InvalidQuery', 'Query string malformed close to position 23'],
  ['/route/v1/driving/1,1;1,1,1', 'InvalidQuery', 'Query string malformed close to position 25'],
  ['/route/v1/driving/1,1;x', 'InvalidQuery', 'Query string malformed close to position 21'],
  ['/route/v1/driving/1,1;x,y', 'InvalidQuery', 'Query string malformed close to position 21'],
  ['/route/v1/driving/1,1', 'InvalidOptions', 'Number of coordinates needs to be at least two.'],
  ['/route/v1/driving/200,5.191564;44,5', 'InvalidValue', 'Invalid coordinate value.'],
  ['/route/v1/driving', 'InvalidUrl', 'URL string malformed close to position 17: "ing"'],
  ['/route/v1/driving/', 'InvalidUrl', 'URL string malformed close to position 18: "ng/"'],
])('%s -> %s', (url, code, message) => {
  expect(parseRouteRequest(url)).toEqual({ code, message });
});

test('options are read with their defaults, and a bad one stops reading where it starts', () => {
  const parsed = parseRouteRequest(
    '/route/v1/walking/7.42,43.73;7.43,43.74.json?steps=true&alternatives=2&geometries=geojson&overview=full&annotations=distance,duration',
  );
  expect(parsed).toEqual({
    profile: 'walking',
    coordinates: [
      [7.42, 43.73],
      [7.43, 43.74],
    ],
    options: {
      steps: true,
      alternatives: 2,
      overview: 'full',
      geometries: 'geojson',
      annotations: ['distance', 'duration'],
      generateHints: true,
      skipWaypoints: false,
    },
  });
  const defaults = parseRouteRequest('/route/v1/driving/1,1;2,2');
  expect(defaults).toMatchObject({ options: { steps: false, alternatives: 0, overview: 'simplified', geometries: 'polyline' } });
  // "/route/v1/driving/1,1;2,2?" is 26 characters; "steps=true&" 11 more.
  expect(parseRouteRequest('/route/v1/driving/1,1;2,2?steps=true&overview=none')).toEqual({
    code: 'InvalidQuery',
    message: 'Query string malformed close to position 37',
  });
});

test('percent-encoded separators are decoded first, as osrm-routed does', () => {
  expect(parseRouteRequest('/route/v1/driving/7.42%2C43.73%3B7.43%2C43.74')).toMatchObject({
    coordinates: [
      [7.42, 43.73],
      [7.43, 43.74],
    ],
  });
});

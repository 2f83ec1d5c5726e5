import { knownPlace, normalizeAddress, parseCoordinates, stripPrc } from '../../../src/features/directions/place-query';

test.each([
  ['Beijing, PRC', 'Beijing'],
  ['PRC Beijing', 'Beijing'],
  ['Shanghai, PRC, 200000', 'Shanghai, 200000'],
  ['1 Main Street,PRC', '1 Main Street'],
  ['  PRC  ', ''],
  ['Nice, France', 'Nice, France'],
])('PRC is taken out of %j', (input, output) => {
  expect(stripPrc(input)).toBe(output);
});

test('only the word PRC goes, not letters inside other words or other cases', () => {
  expect(stripPrc('PRCX Tower, Caprice')).toBe('PRCX Tower, Caprice');
  expect(stripPrc('prc road')).toBe('prc road');
});

test('coordinates, latitude first, are a place as they stand', () => {
  expect(parseCoordinates('43.7402, 7.4283')).toEqual({ lat: 43.7402, lon: 7.4283 });
  expect(parseCoordinates('-33.9 18.4')).toEqual({ lat: -33.9, lon: 18.4 });
  expect(parseCoordinates('95, 7')).toBeNull();
  expect(parseCoordinates('12 Avenue des Spélugues')).toBeNull();
});

test('the hotel address matches its own position whatever the accents, case and commas', () => {
  const hotel = { label: 'Hôtel Lumière Monte-Carlo, 12 Avenue des Spélugues, 98000 Monaco', lat: 43.7402, lon: 7.4283 };
  expect(normalizeAddress('Hôtel  LUMIÈRE')).toBe('hotel lumiere');
  expect(knownPlace('hotel lumiere monte carlo 12 avenue des spelugues 98000 monaco', [hotel])).toBe(hotel);
  expect(knownPlace('12 Avenue des Spélugues', [hotel])).toBeNull();
  expect(knownPlace('', [hotel])).toBeNull();
});

import { hotelFacts as factsOf } from '../../../src/content/hotel-facts';
import { parseHtml } from '../../../src/content/parse-html.server';

const hotelFacts = (html: string) => factsOf(parseHtml(html));
import { mapBlock } from '../../../src/features/directions/map-block';

test('the position comes from the map element, the address from its sibling address block', () => {
  const hotel = hotelFacts(
    '<p>Intro</p><div class="wp-block-group"><div class="hotel-map" data-lat="43.7402" data-lng="7.4283"><p>fallback</p></div></div>' +
      '<address class="hotel-address">Hôtel Lumière<br>12 Avenue des Spélugues<br>98000 Monaco<br><a href="tel:+377">+377</a></address>',
  );
  expect(mapBlock(hotel)).toEqual({ position: { lat: 43.7402, lon: 7.4283 }, address: 'Hôtel Lumière, 12 Avenue des Spélugues, 98000 Monaco' });
});

test('without a usable position or address there is none', () => {
  expect(mapBlock(hotelFacts('<div class="hotel-map" data-lat="north"></div>'))).toEqual({ position: null, address: '' });
  expect(mapBlock(null)).toEqual({ position: null, address: '' });
});

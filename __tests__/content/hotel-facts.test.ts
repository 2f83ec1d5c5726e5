import { hotelFacts as factsOf } from '../../src/content/hotel-facts';
import { parseHtml } from '../../src/content/parse-html.server';

const hotelFacts = (html: string) => factsOf(parseHtml(html));

test('the hotel facts are read from the directions page markup', () => {
  const html = `<p>Intro</p><div class="hotel-map" data-lat="43.7402" data-lng="7.4283"><p>Map</p></div>
    <address class="hotel-address" data-checkin="15:00" data-checkout="12:00">Hôtel Lumière<br />12 Avenue des Spélugues<br />98000 Monaco<br /><a href="tel:+37793150000">+377 93 15 00 00</a></address>`;
  expect(hotelFacts(html)).toEqual({
    latitude: 43.7402,
    longitude: 7.4283,
    addressLines: ['Hôtel Lumière', '12 Avenue des Spélugues', '98000 Monaco'],
    telephone: '+377 93 15 00 00',
    checkinTime: '15:00',
    checkoutTime: '12:00',
  });
});

test('pages without the markup have no facts; bad values are dropped, not guessed', () => {
  expect(hotelFacts('<p>Nothing here</p>')).toBeNull();
  expect(hotelFacts('<div class="hotel-map" data-lat="north" data-lng="999"></div>')).toMatchObject({ latitude: null, longitude: null, addressLines: [] });
});

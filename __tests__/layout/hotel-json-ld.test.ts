import { hotelJsonLd } from '../../src/layout/hotel-json-ld';

const input = {
  hotel: {
    latitude: 43.74,
    longitude: 7.428,
    addressLines: ['Hôtel Lumière', '12 Avenue des Spélugues', '98000 Monaco'],
    telephone: '+377 93 15 00 00',
    checkinTime: '15:00',
    checkoutTime: '12:00',
  },
  name: 'Hôtel Lumière',
  url: 'https://hotel.example/',
  pageUrl: 'https://hotel.example/fr/',
  image: 'https://hotel.example/static/a.jpg',
  languages: [
    { name: 'English', tag: 'en-US' },
    { name: 'Français', tag: 'fr-FR' },
  ],
  bookingUrl: null,
};

test('the hotel card carries the address, position, phone, times and languages', () => {
  const card = hotelJsonLd(input);
  expect(card).toMatchObject({
    '@type': 'Hotel',
    name: 'Hôtel Lumière',
    telephone: '+377 93 15 00 00',
    address: { streetAddress: '12 Avenue des Spélugues', addressLocality: '98000 Monaco' },
    geo: { latitude: 43.74, longitude: 7.428 },
    checkinTime: '15:00',
    checkoutTime: '12:00',
  });
  expect(card.availableLanguage).toHaveLength(2);
  expect(card).not.toHaveProperty('potentialAction');
});

test('a configured booking engine adds a ReserveAction', () => {
  const card = hotelJsonLd({ ...input, bookingUrl: 'https://booking.example/hotel-lumiere' });
  expect(card.potentialAction).toMatchObject({ '@type': 'ReserveAction', target: { urlTemplate: 'https://booking.example/hotel-lumiere' } });
});

import { htmlToDOM, type Element } from 'html-react-parser';
import { readMapBlock } from '../../../src/features/directions/map-block';

const findMap = (nodes: ReturnType<typeof htmlToDOM>): Element => {
  for (const node of nodes) {
    const el = node as Element;
    if (el.attribs?.class?.includes('hotel-map')) return el;
    if (el.children) {
      try {
        return findMap(el.children as ReturnType<typeof htmlToDOM>);
      } catch {
        // not in this branch
      }
    }
  }
  throw new Error('no map');
};

test('the position comes from the map element, the address from its sibling address block', () => {
  const dom = htmlToDOM(
    '<p>Intro</p><div class="wp-block-group"><div class="hotel-map" data-lat="43.7402" data-lng="7.4283"><p>fallback</p></div></div>' +
      '<address class="hotel-address">Hôtel Lumière<br>12 Avenue des Spélugues<br>98000 Monaco<br><a href="tel:+377">+377</a></address>',
  );
  expect(readMapBlock(findMap(dom))).toEqual({ position: { lat: 43.7402, lon: 7.4283 }, address: 'Hôtel Lumière, 12 Avenue des Spélugues, 98000 Monaco' });
});

test('without a usable position or address there is none', () => {
  expect(readMapBlock(findMap(htmlToDOM('<div class="hotel-map" data-lat="north"></div>')))).toEqual({ position: null, address: '' });
});

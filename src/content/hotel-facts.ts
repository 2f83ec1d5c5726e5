// The hotel's address, phone and position are written once, by editors, on the directions page
// (`.hotel-map` with data-lat/data-lng and `address.hotel-address`). The footer and the search
// engines' structured data read them from there, so no address is hard-coded in the site.
import { findElement, hasClass, type ContentNode, type Element } from './dom';

export type HotelFacts = {
  latitude: number | null;
  longitude: number | null;
  addressLines: string[];
  telephone: string | null;
  checkinTime: string | null;
  checkoutTime: string | null;
};

/** The text of an element split at its `<br>`s, without the phone link (it is read apart). */
function lines(el: Element): string[] {
  const out: string[] = [''];
  const walk = (nodes: ContentNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') out[out.length - 1] += node.data;
      else if (node.name === 'br') out.push('');
      else if (!(el !== node && node.name === 'a' && (node.attribs.href ?? '').startsWith('tel:'))) walk(node.children);
    }
  };
  walk(el.children);
  return out.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

const coordinate = (value: string | undefined, limit: number) => {
  const n = Number(value);
  return value && Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
};

const time = (value: string | undefined) => (value && /^\d{1,2}:\d{2}$/.test(value) ? value : null);

/** The facts on a page, from its parsed HTML (parse-html.server.ts). */
export function hotelFacts(dom: readonly ContentNode[]): HotelFacts | null {
  const map = findElement(dom, (el) => hasClass(el, 'hotel-map'));
  const address = findElement(dom, (el) => el.name === 'address' && hasClass(el, 'hotel-address'));
  if (!map && !address) return null;
  const phoneLink = address ? findElement(address.children, (el) => el.name === 'a' && (el.attribs.href ?? '').startsWith('tel:')) : null;
  return {
    latitude: coordinate(map?.attribs['data-lat'], 90),
    longitude: coordinate(map?.attribs['data-lng'], 180),
    addressLines: address ? lines(address) : [],
    // As the editor wrote it (`+377 93 15 00 00`); the footer builds its `tel:` link from it.
    telephone: phoneLink ? lines(phoneLink).join(' ') || decodeURIComponent(phoneLink.attribs.href.slice(4)) : null,
    checkinTime: time(address?.attribs['data-checkin']),
    checkoutTime: time(address?.attribs['data-checkout']),
  };
}

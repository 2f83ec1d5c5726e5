// What the directions form starts from: the hotel's position and address, which editors write on
// the directions page (`.hotel-map` with data-lat/data-lng, `address.hotel-address`) and the build
// reads once per language into the page's facts (see hotel-facts.ts).
import type { HotelFacts } from '../../content/hotel-facts';

export type MapBlock = {
  /** The hotel's position, or null when the editor gave none (or a wrong one). */
  position: { lat: number; lon: number } | null;
  /** The address on one line, as the destination field shows it. */
  address: string;
};

export function mapBlock(hotel: HotelFacts | null): MapBlock {
  const lat = hotel?.latitude ?? null;
  const lon = hotel?.longitude ?? null;
  return {
    position: lat !== null && lon !== null ? { lat, lon } : null,
    address: (hotel?.addressLines ?? []).join(', '),
  };
}

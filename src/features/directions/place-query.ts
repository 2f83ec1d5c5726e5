// What the visitor typed in the start and destination fields, made ready for a lookup.
import type { Place } from './route-model';

/**
 * Addresses in China are often written with `PRC` (People's Republic of China) in them, which
 * geocoders do not know and which makes them find nothing: it is taken out, with the comma or
 * space it leaves behind.
 */
export function stripPrc(text: string): string {
  return text
    .replace(/\bPRC\b/g, ' ')
    .replace(/\s*,(\s*,)+/g, ',')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,]+|[\s,]+$/g, '')
    .replace(/\s+,/g, ',');
}

/** `43.7402, 7.4283` (latitude first, as map sites show them) is a place as it stands. */
export function parseCoordinates(text: string): { lat: number; lon: number } | null {
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!m) return null;
  const lat = Number(m[1]);
  const lon = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}

/** Case, accents, punctuation and spacing do not make two addresses different. */
export const normalizeAddress = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * A place the page already knows (the hotel, at the position its editor gave), when the text
 * is that place's address: no geocoder knows a hotel's door better than its own page.
 */
export function knownPlace(text: string, places: readonly Place[]): Place | null {
  const wanted = normalizeAddress(text);
  if (!wanted) return null;
  return places.find((place) => normalizeAddress(place.label) === wanted) ?? null;
}

// The geocoding adapter for the Nominatim search API (the demo backend speaks it too).
import { fetchJson } from './fetch-json';
import type { GeocodingService, Place } from './route-model';

export function nominatimSearchUrl(base: string, query: string, language: string, limit = 1): string {
  const params = new URLSearchParams({ q: query, format: 'json', limit: String(limit), 'accept-language': language });
  return `${base}/search?${params}`;
}

type NominatimPlace = { lat?: unknown; lon?: unknown; display_name?: unknown };

/** Nominatim's list (latitudes and longitudes as strings) as places; anything else is none. */
export function readNominatimAnswer(body: unknown): Place[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((item: NominatimPlace) => {
    const lat = Number(item?.lat);
    const lon = Number(item?.lon);
    const label = typeof item?.display_name === 'string' ? item.display_name : '';
    if (typeof item?.lat !== 'string' || typeof item?.lon !== 'string' || !Number.isFinite(lat) || !Number.isFinite(lon) || !label) return [];
    return [{ label, lat, lon }];
  });
}

export function createNominatimGeocoding(baseUrl: string): GeocodingService {
  return {
    async search(query, { language, signal }) {
      return readNominatimAnswer(await fetchJson(nominatimSearchUrl(baseUrl, query, language), signal));
    },
  };
}

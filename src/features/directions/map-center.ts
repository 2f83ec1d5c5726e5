// Where the map is centred: where the editor put the hotel (`data-lat`, `data-lng`), or else
// where the geocoder puts the address in the destination field. Neither: there is no map.
import { resolvePlace } from './find-route';
import type { GeocodingService } from './route-model';

export type MapCenter = { lat: number; lon: number };

type Context = { geocoding: GeocodingService; language: string; signal?: AbortSignal };

/** The centre, or null when there is none to be had; an aborted lookup rejects, as it was not an answer. */
export async function findMapCenter(position: MapCenter | null, destination: string, context: Context): Promise<MapCenter | null> {
  if (position) return position;
  try {
    const place = await resolvePlace(destination, { ...context, knownPlaces: [] });
    return place ? { lat: place.lat, lon: place.lon } : null;
  } catch (error) {
    // A geocoder that cannot be reached gives no centre either, and the page says so the same way.
    if (context.signal?.aborted) throw error;
    return null;
  }
}

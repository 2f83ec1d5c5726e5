// Where the map is centred and when it is set up: where the editor put the hotel, or else where
// the destination field's first address is; set up once the visitor nears it or as soon as there
// is a route to draw (to see, or to print), and then kept. A map that cannot be set up says so
// in the console, in the old theme's words, and the page goes on without it.
import { useEffect, useRef, useState } from 'react';
import { findMapCenter } from './map-center';
import type { GeocodingService } from './route-model';
import { useNearViewport } from './use-near-viewport';

/** The words the console shows when there is no map to show, as the old theme wrote them. */
export const MAP_SETUP_FAILED = 'Could not setup map! Please check! Map settings!';

type Options = {
  position: { lat: number; lon: number } | null;
  destination: string;
  geocoding: GeocodingService;
  language: string;
  hasRoute: boolean;
};

export function useRouteMap({ position, destination, geocoding, language, hasRoute }: Options) {
  const [center, setCenter] = useState<{ lat: number; lon: number } | null>(position);
  const [failed, setFailed] = useState(false);
  const firstDestination = useRef(destination);
  useEffect(() => {
    const controller = new AbortController();
    findMapCenter(position, firstDestination.current, { geocoding, language, signal: controller.signal })
      .then((found) => (found ? setCenter(found) : setFailed(true)))
      // Only a lookup given up on rejects: the component is gone, nothing to say.
      .catch(() => undefined);
    return () => controller.abort();
  }, [position, geocoding, language]);
  useEffect(() => {
    if (failed) console.error(MAP_SETUP_FAILED);
  }, [failed]);

  const area = useRef<HTMLDivElement>(null);
  const near = useNearViewport(area);
  const [routeShown, setRouteShown] = useState(false);
  useEffect(() => {
    if (hasRoute) setRouteShown(true);
  }, [hasRoute]);

  return { center, failed, fail: () => setFailed(true), area, wanted: near || routeShown };
}

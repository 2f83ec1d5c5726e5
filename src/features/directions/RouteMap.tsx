// The map: MapLibre through react-map-gl, centred on the hotel, with the chosen route drawn and
// fitted into view. Only the directions page loads this module, and only in the browser.
import type * as MapLibre from 'maplibre-gl';
import * as React from 'react';
import { useEffect, useMemo, useRef } from 'react';
import { Layer, Map, Marker, NavigationControl, Source, type MapRef } from 'react-map-gl/maplibre';
import type { LonLat, Place } from './route-model';
import * as styles from './directions.module.css';

export type RouteMapProps = {
  /** The library itself (see load-maplibre.ts). */
  mapLib: typeof MapLibre;
  center: { lat: number; lon: number };
  styleUrl: string;
  route: LonLat[] | null;
  from: Place | null;
  to: Place | null;
  labels: { map: string; zoomIn: string; zoomOut: string; resetBearing: string; toggleAttribution: string; hotel: string };
  /** The map could not be set up (no WebGL, no style). */
  onFail: (error: unknown) => void;
};

const ZOOM = 14;
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function RouteMap({ mapLib, center, styleUrl, route, from, to, labels, onFail }: RouteMapProps) {
  const ref = useRef<MapRef>(null);
  const loaded = useRef(false);

  const line = useMemo(
    () => (route ? { type: 'Feature' as const, properties: {}, geometry: { type: 'LineString' as const, coordinates: route } } : null),
    [route],
  );

  // The route may come before the map has loaded (from the hash) or after (a submission).
  const fit = (map: MapRef | null, line: LonLat[] | null) => {
    if (!map || !line || line.length < 2) return;
    const bounds = line.reduce(
      (b, [lon, lat]) => [Math.min(b[0], lon), Math.min(b[1], lat), Math.max(b[2], lon), Math.max(b[3], lat)],
      [Infinity, Infinity, -Infinity, -Infinity],
    ) as [number, number, number, number];
    map.fitBounds(bounds, { padding: 48, maxZoom: 17, duration: reducedMotion() ? 0 : 600 });
  };
  const latest = useRef(route);
  latest.current = route;
  useEffect(() => {
    if (loaded.current) fit(ref.current, route);
  }, [route]);

  return (
    <Map
      ref={ref}
      mapLib={mapLib}
      mapStyle={styleUrl}
      initialViewState={{ longitude: center.lon, latitude: center.lat, zoom: ZOOM }}
      scrollZoom={false}
      attributionControl={{ compact: false }}
      canvasContextAttributes={{ preserveDrawingBuffer: true }}
      locale={{
        'Map.Title': labels.map,
        'NavigationControl.ZoomIn': labels.zoomIn,
        'NavigationControl.ZoomOut': labels.zoomOut,
        'NavigationControl.ResetBearing': labels.resetBearing,
        'AttributionControl.ToggleAttribution': labels.toggleAttribution,
      }}
      style={{ width: '100%', height: '100%' }}
      onLoad={() => {
        loaded.current = true;
        fit(ref.current, latest.current);
      }}
      onError={(event) => {
        // Before the first load an error means there is no map at all; later ones (a tile) do not.
        if (!loaded.current) onFail(event.error);
      }}
    >
      <NavigationControl showCompass={false} />
      {line && (
        <Source id="route" type="geojson" data={line}>
          <Layer id="route-casing" type="line" layout={{ 'line-join': 'round', 'line-cap': 'round' }} paint={{ 'line-color': '#ffffff', 'line-width': 9 }} />
          <Layer id="route-line" type="line" layout={{ 'line-join': 'round', 'line-cap': 'round' }} paint={{ 'line-color': '#1f5fbf', 'line-width': 5 }} />
        </Source>
      )}
      <Marker longitude={center.lon} latitude={center.lat} anchor="bottom">
        <span className={styles.hotelPin} title={labels.hotel} />
      </Marker>
      {from && (
        <Marker longitude={from.lon} latitude={from.lat}>
          <span className={styles.startPin} />
        </Marker>
      )}
      {to && (to.lat !== center.lat || to.lon !== center.lon) && (
        <Marker longitude={to.lon} latitude={to.lat}>
          <span className={styles.endPin} />
        </Marker>
      )}
    </Map>
  );
}

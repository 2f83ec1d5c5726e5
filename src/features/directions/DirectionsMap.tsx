// The map of the directions page: its code (MapLibre, a megabyte) loads only when the page asks
// for it; a map that fails to start tells the page, which then shows the form without it.
import { withPrefix } from 'gatsby';
import * as React from 'react';
import { loadStylesheet } from '../../lib/load-stylesheet';
import { useTranslation } from '../../lib/use-translation';
import { loadMaplibre } from './load-maplibre';
import { MapBoundary } from './MapBoundary';
import type { RouteMapProps } from './RouteMap';

const RouteMap = React.lazy(() =>
  Promise.all([import('./RouteMap'), loadMaplibre(), loadStylesheet(withPrefix('/maplibre/maplibre-gl.css'))]).then(([{ default: Map }, maplibre]) => ({
    default: (props: Omit<RouteMapProps, 'mapLib'>) => <Map {...props} mapLib={maplibre} />,
  })),
);

type Props = Pick<RouteMapProps, 'center' | 'styleUrl' | 'route' | 'from' | 'to' | 'onFail'>;

export function DirectionsMap(props: Props) {
  const { t } = useTranslation('directions');
  return (
    <MapBoundary onFail={props.onFail}>
      <React.Suspense fallback={null}>
        <RouteMap
          {...props}
          labels={{
            map: t('map'),
            zoomIn: t('zoomIn'),
            zoomOut: t('zoomOut'),
            resetBearing: t('resetBearing'),
            toggleAttribution: t('toggleAttribution'),
            hotel: t('hotel'),
          }}
        />
      </React.Suspense>
    </MapBoundary>
  );
}

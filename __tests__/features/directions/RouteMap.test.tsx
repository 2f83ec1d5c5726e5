/** @jest-environment jsdom */
// The map's settings as the old theme had them: opened at zoom 14 on the hotel, and the mouse
// wheel scrolls the page rather than zooming the map. MapLibre needs WebGL, which jsdom has not,
// so react-map-gl's map is stood in for by one that records what it was given.
import { render } from '@testing-library/react';
import * as React from 'react';
import type * as MapLibre from 'maplibre-gl';
import RouteMap from '../../../src/features/directions/RouteMap';

// Jest lets a mock factory use outer variables whose names start with `mock`.
const mockGiven: Record<string, unknown>[] = [];
jest.mock('react-map-gl/maplibre', () => ({
  __esModule: true,
  Map: jest.requireActual('react').forwardRef((props: Record<string, unknown> & { children?: React.ReactNode }, _ref: unknown) => {
    mockGiven.push(props);
    return <div>{props.children}</div>;
  }),
  Marker: () => null,
  NavigationControl: () => null,
  Source: () => null,
  Layer: () => null,
}));

test('the map opens at zoom 14 on the hotel, and does not zoom with the mouse wheel', () => {
  render(
    <RouteMap
      mapLib={{} as typeof MapLibre}
      center={{ lat: 43.7402, lon: 7.4283 }}
      styleUrl="http://127.0.0.1:8790/map/style.json?lang=en"
      route={null}
      from={null}
      to={null}
      labels={{ map: 'Map', zoomIn: 'Zoom in', zoomOut: 'Zoom out', resetBearing: 'North', toggleAttribution: 'Credits', hotel: 'The hotel' }}
      onFail={() => undefined}
    />,
  );
  expect(mockGiven.at(-1)).toMatchObject({ initialViewState: { longitude: 7.4283, latitude: 43.7402, zoom: 14 }, scrollZoom: false });
});

/** @jest-environment jsdom */
// The directions component with its services answered here: what happens without a map, and
// with a form that the browser sent on its own before the page's script ran.
import { render, screen, waitFor } from '@testing-library/react';
import '@testing-library/jest-dom';
import * as React from 'react';
import Directions, { MAP_SETUP_FAILED } from '../../../src/features/directions/Directions';
import { stringsWrapper } from '../../support/i18n';

// MapLibre needs WebGL, which jsdom has not: the map stands for itself by its centre.
jest.mock('../../../src/features/directions/RouteMap', () => ({
  __esModule: true,
  default: ({ center }: { center: { lat: number; lon: number } }) => <div role="region" aria-label={`map at ${center.lat}, ${center.lon}`} />,
}));
jest.mock('../../../src/lib/load-stylesheet', () => ({ loadStylesheet: () => Promise.resolve() }));
jest.mock('../../../src/features/directions/load-maplibre', () => ({ loadMaplibre: () => Promise.resolve({}) }));

const ADDRESS = 'Hôtel Lumière Monte-Carlo, 12 Avenue des Spélugues, 98000 Monaco';
let asked: string[];
let geocoder: () => Promise<Response>;

// jsdom has no Response: this one has what the adapters read.
const answer = (body: unknown, status = 200) => Promise.resolve({ status, ok: status < 400, text: async () => JSON.stringify(body) } as Response);

beforeEach(() => {
  asked = [];
  geocoder = () => answer([]);
  global.fetch = jest.fn((url: RequestInfo | URL) => {
    asked.push(String(url));
    if (new URL(String(url)).pathname === '/search') return geocoder();
    return answer({ code: 'NoRoute', message: 'Impossible route between points' }, 400);
  }) as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/location/');
});

afterEach(() => jest.restoreAllMocks());

const show = (position: { lat: number; lon: number } | null) =>
  render(<Directions position={position} address={ADDRESS} language="en" locale="en_US" />, { wrapper: stringsWrapper() });

describe('no coordinates on the page', () => {
  test('the geocoder finding nothing means no map, a note in its place, and the message in the console', async () => {
    show(null);
    expect(await screen.findByText('The map cannot be shown here; the directions still work.')).toBeVisible();
    expect(asked.map((url) => new URL(url).searchParams.get('q'))).toEqual([ADDRESS]);
    expect(console.error).toHaveBeenCalledWith(MAP_SETUP_FAILED);
    expect(MAP_SETUP_FAILED).toBe('Could not setup map! Please check! Map settings!');
    expect(screen.getByRole('button', { name: 'Get directions' })).toBeEnabled();
  });

  test('a geocoder that cannot be reached is the same', async () => {
    geocoder = () => Promise.reject(new TypeError('Failed to fetch'));
    show(null);
    await waitFor(() => expect(console.error).toHaveBeenCalledWith(MAP_SETUP_FAILED));
    expect(screen.getByText('The map cannot be shown here; the directions still work.')).toBeInTheDocument();
  });

  test('a geocoder that finds the address keeps the map, and says nothing', async () => {
    geocoder = () => answer([{ lat: '43.74', lon: '7.43', display_name: 'Avenue des Spélugues, Monaco' }]);
    show(null);
    expect(await screen.findByRole('region', { name: 'map at 43.74, 7.43' })).toBeInTheDocument();
    expect(screen.queryByText('The map cannot be shown here; the directions still work.')).toBeNull();
    expect(console.error).not.toHaveBeenCalledWith(MAP_SETUP_FAILED);
  });
});

describe('a form sent before the script ran', () => {
  test('its query fills the form, is asked for a route and becomes the hash', async () => {
    window.history.replaceState(null, '', '/location/?pointa=Gare+de+Monaco&pointb=Casino&travel-mode=walking');
    show({ lat: 43.7402, lon: 7.4283 });
    expect(screen.getByRole('textbox', { name: 'Start' })).toHaveValue('Gare de Monaco');
    expect(screen.getByRole('textbox', { name: 'Destination' })).toHaveValue('Casino');
    expect(screen.getByRole('radio', { name: 'Walking' })).toBeChecked();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/location/#pointa=Gare%20de%20Monaco&pointb=Casino&travel-mode=walking&route-option=0',
    );
    await waitFor(() => expect(asked.map((url) => new URL(url).searchParams.get('q'))).toEqual(['Gare de Monaco', 'Casino']));
    expect(await screen.findByRole('heading', { name: 'We cannot find a route' })).toBeVisible();
  });

  test('what it lacked is said, as after a submission in the page', async () => {
    window.history.replaceState(null, '', '/location/?pointa=&pointb=Casino&travel-mode=driving');
    show({ lat: 43.7402, lon: 7.4283 });
    expect(await screen.findByText('Enter where you are starting from.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Start' })).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toEqual([]);
  });

  test('its fields carry the names the page reads back', () => {
    const { container } = show({ lat: 43.7402, lon: 7.4283 });
    const form = container.querySelector('form')!;
    expect([...new FormData(form).keys()]).toEqual(['pointa', 'pointb', 'travel-mode']);
    expect(form.getAttribute('method') ?? 'get').toBe('get');
  });
});

/** @jest-environment jsdom */
// The directions component with its services answered here: what happens without a map, and
// with a form that the browser sent on its own before the page's script ran.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
    await waitFor(() => expect(console.error).toHaveBeenCalledWith(MAP_SETUP_FAILED));
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

  test('the start may be filled from the browser’s saved address, on one line; the destination is not the visitor’s', () => {
    show({ lat: 43.7402, lon: 7.4283 });
    // `street-address` is for a multi-line field (HTML's autofill rules): a validator rejects it on an input.
    expect(screen.getByRole('textbox', { name: 'Start' })).toHaveAttribute('autocomplete', 'address-line1');
    expect(screen.getByRole('textbox', { name: 'Destination' })).toHaveAttribute('autocomplete', 'off');
  });
});

describe('travel modes', () => {
  const routeRequests = () => asked.filter((url) => new URL(url).pathname.startsWith('/route/v1/'));
  const found = () => answer([{ lat: '43.73', lon: '7.42', display_name: 'Somewhere, Monaco' }]);

  test('only the modes the router answers are offered: no transit with OSRM', () => {
    show({ lat: 43.7402, lon: 7.4283 });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['driving', 'walking', 'bicycling']);
    expect(screen.queryByRole('radio', { name: 'Transit' })).toBeNull();
  });

  test('an old address asking for transit gets the route by car, says so, and names the car in the hash', async () => {
    geocoder = found;
    window.history.replaceState(null, '', '/location/#pointa=Gare&pointb=Casino&travel-mode=transit&route-option=1');
    show({ lat: 43.7402, lon: 7.4283 });
    expect(screen.getByRole('radio', { name: 'Driving' })).toBeChecked();
    expect(screen.getByText('Directions “Transit” are not available on this site; here is the route “Driving”.')).toBeVisible();
    await waitFor(() => expect(routeRequests()).toHaveLength(1));
    expect(new URL(routeRequests()[0]).pathname).toMatch(/^\/route\/v1\/driving\//);
    await waitFor(() => expect(window.location.hash).toBe('#pointa=Gare&pointb=Casino&travel-mode=driving&route-option=0'));
    // Choosing a mode is the visitor's answer: the note goes.
    fireEvent.click(screen.getByRole('radio', { name: 'Walking' }));
    expect(screen.queryByText(/are not available on this site/)).toBeNull();
  });

  test('clicking the mode already chosen asks again, with the fields as they now are', async () => {
    geocoder = found;
    window.history.replaceState(null, '', '/location/#pointa=Gare&pointb=Casino&travel-mode=driving&route-option=0');
    show({ lat: 43.7402, lon: 7.4283 });
    await waitFor(() => expect(routeRequests()).toHaveLength(1));
    await screen.findByRole('heading', { name: 'We cannot find a route' });
    fireEvent.input(screen.getByRole('textbox', { name: 'Start' }), { target: { value: 'Place du Casino' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Driving' }));
    await waitFor(() => expect(asked.map((url) => new URL(url).searchParams.get('q'))).toContain('Place du Casino'));
    await waitFor(() => expect(routeRequests()).toHaveLength(2));
    await waitFor(() => expect(window.location.hash).toBe('#pointa=Place%20du%20Casino&pointb=Casino&travel-mode=driving&route-option=0'));
  });

  test('while a route is asked for, the results are busy and covered by the loading overlay; it goes with the answer', async () => {
    geocoder = found;
    let release: () => void = () => undefined;
    const routeAnswer = new Promise<void>((resolve) => (release = resolve));
    global.fetch = jest.fn(async (url: RequestInfo | URL) => {
      asked.push(String(url));
      if (new URL(String(url)).pathname === '/search') return geocoder();
      await routeAnswer;
      return answer({ code: 'NoRoute', message: 'Impossible route between points' }, 400);
    }) as typeof fetch;
    window.history.replaceState(null, '', '/location/#pointa=Gare&pointb=Casino&travel-mode=walking&route-option=0');
    const { container } = show({ lat: 43.7402, lon: 7.4283 });
    const overlay = () => container.querySelector('[aria-busy] > [aria-hidden="true"]');
    await waitFor(() => expect(overlay()).toHaveTextContent('Finding your route…'));
    expect(container.querySelector('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Finding your route…');
    release();
    await screen.findByRole('heading', { name: 'We cannot find a route' });
    expect(overlay()).toBeNull();
    expect(container.querySelector('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  });

  test('swapping two empty fields does nothing: no request, no message, no hash', () => {
    show({ lat: 43.7402, lon: 7.4283 });
    fireEvent.input(screen.getByRole('textbox', { name: 'Destination' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Swap start and destination' }));
    expect(screen.getByRole('textbox', { name: 'Start' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Destination' })).toHaveValue('');
    expect(screen.queryByText('Enter where you are starting from.')).toBeNull();
    expect(screen.queryByText('Enter where you are going.')).toBeNull();
    expect(asked.filter((url) => new URL(url).pathname !== '/search')).toEqual([]);
    expect(window.location.hash).toBe('');
  });

  test('swapping with one field given swaps it, and asks nothing until both are given', () => {
    show({ lat: 43.7402, lon: 7.4283 });
    fireEvent.click(screen.getByRole('button', { name: 'Swap start and destination' }));
    expect(screen.getByRole('textbox', { name: 'Start' })).toHaveValue(ADDRESS);
    expect(screen.getByRole('textbox', { name: 'Destination' })).toHaveValue('');
    expect(window.location.hash).toBe('');
  });
});

describe('a shared link with parts that cannot be read', () => {
  const routeRequests = () => asked.filter((url) => new URL(url).pathname.startsWith('/route/v1/'));

  test('the parts read fill the form and are asked for a route; the page says a part was lost, and names in the hash what it shows', async () => {
    geocoder = () => answer([{ lat: '43.73', lon: '7.42', display_name: 'Somewhere, Monaco' }]);
    window.history.replaceState(null, '', '/location/#pointa=Gare+de+Monaco&%ZZ=x&pointb=Casino&travel-mode=Walking&route-option');
    const form = within(show({ lat: 43.7402, lon: 7.4283 }).container.querySelector('form')!);
    const note = 'Part of this link could not be read; the rest is shown.';
    expect(form.getByText(note)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Start' })).toHaveValue('Gare de Monaco');
    expect(screen.getByRole('textbox', { name: 'Destination' })).toHaveValue('Casino');
    expect(screen.getByRole('radio', { name: 'Walking' })).toBeChecked();
    await waitFor(() => expect(routeRequests()).toHaveLength(1));
    expect(new URL(routeRequests()[0]).pathname).toMatch(/^\/route\/v1\/walking\//);
    await screen.findByRole('heading', { name: 'We cannot find a route' });
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(`${note} We cannot find a route`);
    expect(window.location.hash).toBe('#pointa=Gare%20de%20Monaco&pointb=Casino&travel-mode=walking&route-option=0');
    // Asking again is the visitor's own doing: the note goes.
    fireEvent.click(screen.getByRole('button', { name: 'Get directions' }));
    expect(form.queryByText(note)).toBeNull();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).not.toContainEqual(expect.stringContaining(note));
  });

  test('a link of which nothing can be read leaves the form as it was, and says so', () => {
    window.history.replaceState(null, '', '/location/#route-option&pointa=%ZZ&travel-mode=flying');
    const note = 'This link could not be read; please enter your route in the form.';
    const form = within(show({ lat: 43.7402, lon: 7.4283 }).container.querySelector('form')!);
    expect(form.getByText(note)).toBeVisible();
    // Said too, as no result will come to be said with.
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(note);
    expect(screen.getByRole('textbox', { name: 'Start' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Destination' })).toHaveValue(ADDRESS);
    expect(screen.getByRole('radio', { name: 'Driving' })).toBeChecked();
    expect(routeRequests()).toEqual([]);
  });

  test('the note stays through a jump to an anchor, and goes when a link read in full comes', () => {
    window.history.replaceState(null, '', '/location/#pointa=Gare&pointb=%ZZ');
    const form = within(show({ lat: 43.7402, lon: 7.4283 }).container.querySelector('form')!);
    const note = 'Part of this link could not be read; the rest is shown.';
    expect(form.getByText(note)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Destination' })).toHaveValue('');
    // With nothing to ask a route for, the address names at once what the form shows.
    expect(window.location.hash).toBe('#pointa=Gare&pointb=&travel-mode=&route-option=0');
    const change = (hash: string) => {
      window.history.replaceState(null, '', `/location/${hash}`);
      fireEvent(window, new HashChangeEvent('hashchange'));
    };
    // The skip link.
    change('#main');
    expect(form.getByText(note)).toBeVisible();
    change('#pointa=Gare&pointb=Casino');
    expect(screen.getByRole('textbox', { name: 'Destination' })).toHaveValue('Casino');
    expect(form.queryByText(note)).toBeNull();
  });
});

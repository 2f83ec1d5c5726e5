/** @jest-environment jsdom */
import * as React from 'react';
import { render, screen } from '@testing-library/react';
import '@testing-library/jest-dom';

(globalThis as { __BASE_PATH__?: string }).__BASE_PATH__ = '';

import { Link, withPrefix } from '../../../plugins/page-runtime/link';

test('a link is an anchor, marked as the current page where it leads to the page shown', () => {
  window.history.replaceState(null, '', '/fr/acces/');
  render(
    <nav>
      <Link to="/fr/acces/">Accès</Link>
      <Link to="/fr/spa-lumiere/" className="item" lang="fr">
        Spa
      </Link>
    </nav>,
  );
  expect(screen.getByRole('link', { name: 'Accès' })).toHaveAttribute('aria-current', 'page');
  const spa = screen.getByRole('link', { name: 'Spa' });
  expect(spa).toHaveAttribute('href', '/fr/spa-lumiere/');
  expect(spa).not.toHaveAttribute('aria-current');
  expect(spa).toHaveClass('item');
});

test('an address in the site gets the path prefix; others stay as they are', () => {
  (globalThis as { __BASE_PATH__?: string }).__BASE_PATH__ = '/hotel';
  expect(withPrefix('/rooms/')).toBe('/hotel/rooms/');
  expect(withPrefix('https://example.com/')).toBe('https://example.com/');
  expect(withPrefix('//cdn.example/x.js')).toBe('//cdn.example/x.js');
  (globalThis as { __BASE_PATH__?: string }).__BASE_PATH__ = '';
});

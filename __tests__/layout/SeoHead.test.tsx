/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import * as React from 'react';
import { SeoHead } from '../../src/layout/SeoHead';

const page = {
  siteUrl: 'https://hotel.example',
  siteTitle: 'Hôtel Lumière',
  title: 'Spa',
  description: 'Our spa above the harbour.',
  uri: '/fr/spa/',
  locale: 'fr_FR',
  defaultLanguage: 'en',
  languageLinks: [],
};

const tags = (container: HTMLElement) =>
  [...container.querySelectorAll('meta')].map((meta) => [meta.getAttribute('property') ?? meta.getAttribute('name'), meta.getAttribute('content')]);

test('a shared link gets its card from the Open Graph tags, each said once', () => {
  const { container } = render(<SeoHead {...page} image={{ src: '/static/spa.jpg', width: 1200, height: 630, alt: 'The pool' }} />);
  expect(tags(container)).toEqual(
    expect.arrayContaining([
      ['og:title', 'Spa'],
      ['og:description', 'Our spa above the harbour.'],
      ['og:url', 'https://hotel.example/fr/spa/'],
      ['og:image', 'https://hotel.example/static/spa.jpg'],
      ['og:image:alt', 'The pool'],
      ['twitter:card', 'summary_large_image'],
    ]),
  );
  // X falls back to the Open Graph title, description and image: the same words twice would be bytes for nothing.
  expect(tags(container).filter(([name]) => name?.startsWith('twitter:'))).toEqual([['twitter:card', 'summary_large_image']]);
});

test('a page without a picture gets the small card', () => {
  const { container } = render(<SeoHead {...page} />);
  expect(tags(container)).toContainEqual(['twitter:card', 'summary']);
  expect(container.querySelector('meta[property="og:image"]')).toBeNull();
});

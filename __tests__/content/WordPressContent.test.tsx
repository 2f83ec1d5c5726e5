/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import '@testing-library/jest-dom';
import * as React from 'react';
import { hasClass } from '../../src/content/dom';
import type { Enhancer } from '../../src/content/registry';
import { WordPressContent } from '../../src/content/WordPressContent';
import { setContentImageSizes } from '../../src/content/content-image-sizes.server';
import { parseHtml } from '../../src/content/parse-html.server';

const stars: Enhancer = {
  name: 'test-stars',
  matches: (el) => hasClass(el, 'stars'),
  render: (el, { renderChildren, language }) => <section aria-label={`stars in ${language}`}>{renderChildren(el.children)}</section>,
};

const renderContent = (html: string, enhancers: Enhancer[] = [stars]) =>
  render(<WordPressContent content={parseHtml(html)} enhancers={enhancers} language="fr" locale="fr_FR" />);

test('a registered enhancer takes over the element it recognises, keeping the inner HTML', () => {
  renderContent('<div class="wp-block-group stars"><p>Five <em>stars</em></p></div>');
  const section = screen.getByRole('region', { name: 'stars in fr' });
  expect(section).toContainHTML('<p>Five <em>stars</em></p>');
  expect(section.closest('.wp-block-group')).toBeNull();
});

test("enhancers get the build's facts about the hotel and its time zone, without reading the page again", () => {
  const facts: Enhancer = {
    name: 'test-facts',
    matches: (el) => hasClass(el, 'facts'),
    render: (_el, { hotel, timeZone }) => <p>{`${hotel?.addressLines.join(', ')} (${timeZone})`}</p>,
  };
  const hotel = { latitude: 43.74, longitude: 7.43, addressLines: ['Hôtel Lumière', '98000 Monaco'], telephone: null, checkinTime: null, checkoutTime: null };
  render(
    <WordPressContent
      content={parseHtml('<div class="facts"></div>')}
      enhancers={[facts]}
      language="fr"
      locale="fr_FR"
      hotel={hotel}
      timeZone="Europe/Monaco"
    />,
  );
  expect(screen.getByText('Hôtel Lumière, 98000 Monaco (Europe/Monaco)')).toBeInTheDocument();
});

test('an unknown block stays plain HTML', () => {
  const { container } = renderContent('<div class="wp-block-group unknown-block"><p>Plain</p></div>');
  expect(container.innerHTML).toBe('<div class="wp-block-group unknown-block"><p>Plain</p></div>');
});

test('without the enhancer registered, its block stays plain HTML too', () => {
  const { container } = renderContent('<div class="stars"><p>x</p></div>', []);
  expect(container.innerHTML).toBe('<div class="stars"><p>x</p></div>');
});

test('links to pages become the site’s links; links to files and other sites do not', () => {
  renderContent('<p><a href="/fr/chambres/" class="c">Chambres</a> <a href="/static/x/plan.pdf">Plan</a> <a href="https://ext.example/">Ext</a></p>');
  expect(screen.getByRole('link', { name: 'Chambres' })).toHaveAttribute('data-gatsby-link');
  expect(screen.getByRole('link', { name: 'Chambres' })).toHaveClass('c');
  expect(screen.getByRole('link', { name: 'Plan' })).not.toHaveAttribute('data-gatsby-link');
  expect(screen.getByRole('link', { name: 'Ext' })).not.toHaveAttribute('data-gatsby-link');
});

test("a link to a front page's WordPress address leads to its language's root", () => {
  render(
    <WordPressContent
      content={parseHtml('<p><a href="/fr/accueil/">Accueil</a></p>')}
      language="fr"
      locale="fr_FR"
      frontPageUris={{ '/fr/accueil/': '/fr/' }}
    />,
  );
  expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/fr/');
});

/** Media item 7 as the page's query gives it, with the copies gatsby-plugin-image made. */
const mediaItem7 = (images: { fallback: { src: string; srcSet: string; sizes: string }; sources: { type: string; srcSet: string; sizes: string }[] }) => ({
  databaseId: 7,
  localFile: { childImageSharp: { gatsbyImageData: { layout: 'constrained' as const, width: 1200, height: 800, images } } },
});
const BAY = '<figure class="wp-block-image"><img class="wp-image-7" src="https://wp.example/photo.jpg" alt="The bay"></figure>';

test("a page's content images wait for its main image, when it has one; otherwise the browser decides", () => {
  const image = mediaItem7({ fallback: { src: '/static/a/photo.jpg', srcSet: '/static/a/photo.jpg 1200w', sizes: '100vw' }, sources: [] });
  const html = BAY;
  const { unmount } = render(<WordPressContent content={parseHtml(html)} images={[image]} afterMainImage language="en" locale="en_US" />);
  expect(screen.getByRole('img', { name: 'The bay' })).toHaveAttribute('fetchpriority', 'low');
  expect(screen.getByRole('img', { name: 'The bay' })).toHaveAttribute('loading', 'lazy');
  unmount();
  render(<WordPressContent content={parseHtml(html)} images={[image]} language="en" locale="en_US" />);
  expect(screen.getByRole('img', { name: 'The bay' })).not.toHaveAttribute('fetchpriority');
});

test('a content picture offers its WebP copies for the width it is drawn at, and the largest JPEG to browsers without WebP', () => {
  const copies = (format: string) => [360, 672, 1200].map((width) => `/static/a/${width}/photo.${format} ${width}w`).join(',\n');
  const imageData = (sources: { type: string; srcSet: string; sizes: string }[]) =>
    mediaItem7({ fallback: { src: '/static/a/1200/photo.jpg', srcSet: copies('jpg'), sizes: '(min-width: 1200px) 1200px, 100vw' }, sources });
  // As the build makes the page's tree.
  const content = parseHtml(BAY);
  setContentImageSizes(content);
  const { container, unmount } = render(
    <WordPressContent
      content={content}
      images={[imageData([{ type: 'image/webp', srcSet: copies('webp'), sizes: '(min-width: 1200px) 1200px, 100vw' }])]}
      language="en"
      locale="en_US"
    />,
  );
  const source = container.querySelector('picture source');
  expect(source).toHaveAttribute('srcset', copies('webp'));
  // In the text: as wide as the text's measure, 92% of a phone (content-image-sizes.server.ts).
  expect(source).toHaveAttribute('sizes', '(min-width: 731px) 672px, 92vw');
  const image = screen.getByRole('img', { name: 'The bay' });
  expect(image).toHaveAttribute('src', '/static/a/1200/photo.jpg');
  expect(image).not.toHaveAttribute('srcset');
  expect(image).not.toHaveAttribute('sizes');
  unmount();

  // Without WebP copies, the JPEG ones are the picture's choice.
  render(<WordPressContent content={content} images={[imageData([])]} language="en" locale="en_US" />);
  expect(screen.getByRole('img', { name: 'The bay' })).toHaveAttribute('srcset', copies('jpg'));
  expect(screen.getByRole('img', { name: 'The bay' })).toHaveAttribute('sizes', '(min-width: 731px) 672px, 92vw');
});

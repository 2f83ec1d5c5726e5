/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import '@testing-library/jest-dom';
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'preact-render-to-string';
import { hasClass, type ContentNode } from '../../src/content/dom';
import { parseHtml } from '../../src/content/parse-html.server';
import type { Enhancer } from '../../src/content/registry';
import { WordPressContent } from '../../src/content/WordPressContent';

// A feature that needs scripts: a button that counts its clicks.
function Counter({ label }: { label: string }) {
  const [clicks, setClicks] = React.useState(0);
  return <button onClick={() => setClicks(clicks + 1)}>{`${label} ${clicks}`}</button>;
}
const counter: Enhancer = {
  name: 'test-counter',
  matches: (el) => hasClass(el, 'counter'),
  render: (el) => <Counter label={el.attribs['data-label'] ?? ''} />,
};

const PAGE = parseHtml(
  '<h2>Rooms</h2><div class="wp-block-group"><p>Sea <em>view</em></p><div class="counter" data-label="Likes"></div></div><ul><li>Breakfast</li><li>Spa</li></ul>',
);
const OTHER_PAGE = parseHtml(
  '<h2>Spa</h2><div class="wp-block-group"><p>Massages</p><div class="counter" data-label="Visits"></div></div><ul><li>Sauna</li></ul>',
);

const Page = ({ content }: { content: ContentNode[] }) => (
  <main>
    <WordPressContent content={content} enhancers={[counter]} language="en" locale="en_US" />
  </main>
);

// As Gatsby's page root: the server's HTML in #___gatsby, hydrated before the page is marked hydrated.
async function hydrateServerHtml() {
  const root = document.createElement('div');
  root.id = '___gatsby';
  root.innerHTML = renderToString(<Page content={PAGE} />);
  document.body.append(root);
  const written = new Map([...root.querySelectorAll('h2, p, li')].map((element) => [element, element.textContent]));
  // Text the script's render would write differently: kept only if hydration leaves the element alone.
  const paragraph = root.querySelector('p')!;
  paragraph.firstChild!.textContent = 'Sea (server) ';
  let rerender: (content: ContentNode[]) => void = () => undefined;
  await act(async () => {
    const app = hydrateRoot(root, <Page content={PAGE} />);
    rerender = (content) => app.render(<Page content={content} />);
  });
  document.documentElement.dataset.hydrated = 'true';
  return { root, written, rerender };
}

beforeEach(() => delete document.documentElement.dataset.hydrated);
afterEach(() => {
  document.documentElement.dataset.hydrated = 'true';
  document.body.innerHTML = '';
});

test('hydration leaves the WordPress HTML no feature claims as the server wrote it, and the features work', async () => {
  const { root, written } = await hydrateServerHtml();
  expect(root.querySelector('p')).toHaveTextContent('Sea (server) view');
  for (const [element, text] of written) {
    expect(element.isConnected).toBe(true);
    if (element.tagName !== 'P') expect(element).toHaveTextContent(text ?? '');
  }
  fireEvent.click(screen.getByRole('button', { name: 'Likes 0' }));
  expect(screen.getByRole('button', { name: 'Likes 1' })).toBeInTheDocument();
  // Rendered again with the same content (the feature's state changed), the server's HTML stays.
  expect(root.querySelector('p')).toHaveTextContent('Sea (server) view');
});

test('another page rendered in its place is rendered whole', async () => {
  const { root, rerender } = await hydrateServerHtml();
  await act(async () => rerender(OTHER_PAGE));
  expect(root.querySelector('main')?.innerHTML).toBe(renderToString(<Page content={OTHER_PAGE} />).replace(/^<main>|<\/main>$/g, ''));
  expect(screen.getByRole('listitem')).toHaveTextContent('Sauna');
});

test('rendered without server HTML (gatsby develop), the content is rendered whole', async () => {
  document.documentElement.dataset.hydrated = 'true';
  const root = document.createElement('div');
  root.id = '___gatsby';
  root.innerHTML = '<main><p>The page before</p></main>';
  document.body.append(root);
  const { render } = await import('@testing-library/react');
  const { container } = render(<Page content={PAGE} />);
  expect(container.querySelector('p')).toHaveTextContent('Sea view');
  expect(container.querySelectorAll('li')).toHaveLength(2);
});

/** @jest-environment jsdom */
// WordPress 7.1's interactive core blocks, as its GraphQL answered them (the fixture), read by the
// site as a visitor gets them: through the sanitiser, the tree, the rewrite and the site's features.
import { fireEvent, render, screen, within } from '@testing-library/react';
import '@testing-library/jest-dom';
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { rewriteCoreBlocks } from '../../src/content/core-blocks.server';
import { findElements, type ContentNode } from '../../src/content/dom';
import { parseHtml } from '../../src/content/parse-html.server';
import { sanitizeWordPressHtml } from '../../src/content/sanitize';
import { WordPressContent } from '../../src/content/WordPressContent';
import { enhancers } from '../../src/features/enhancers';

const fixture = fs.readFileSync(path.join(__dirname, '../fixtures/wordpress/core-blocks-7.1.html'), 'utf8');
const tree = () => rewriteCoreBlocks(parseHtml(sanitizeWordPressHtml(fixture)));
const renderContent = (content: ContentNode[]) => render(<WordPressContent content={content} enhancers={enhancers} language="en" locale="en_US" />);

test('no directive of WordPress scripts is left, and the content given is not changed', () => {
  const original = parseHtml(sanitizeWordPressHtml(fixture));
  const before = JSON.stringify(findElements(original, () => true).map((e) => e.attribs));
  const rewritten = rewriteCoreBlocks(original);
  expect(findElements(rewritten, (e) => Object.keys(e.attribs).some((name) => name.startsWith('data-wp-')))).toEqual([]);
  expect(JSON.stringify(findElements(original, () => true).map((e) => e.attribs))).toBe(before);
});

test('a core Accordion opens and closes its items as details, the one open by default open, with no false state', () => {
  const { container } = renderContent(tree());
  const items = [...container.querySelectorAll('details')];
  expect(items.map((item) => item.querySelector('summary')?.textContent)).toEqual(['Breakfast', 'Parking']);
  expect(items.map((item) => item.open)).toEqual([false, true]);
  // The heading stays a heading, inside the summary; WordPress's "+" is the details' marker now.
  expect(items[0].querySelector('summary > h3')).toHaveTextContent('Breakfast');
  expect(container.querySelector('.wp-block-accordion-heading__toggle-icon')).toBeNull();
  expect(container.querySelectorAll('.wp-block-accordion [aria-expanded], .wp-block-accordion [hidden]')).toHaveLength(0);
  expect(within(items[0]).getByText('Served from seven.')).toBeInTheDocument();
});

test('with "auto-close" on, the items share a name, so that the browser closes the others as one opens', () => {
  const names = (html: string) => {
    const { container, unmount } = renderContent(rewriteCoreBlocks(parseHtml(sanitizeWordPressHtml(html))));
    const found = [...container.querySelectorAll('details')].map((details) => details.getAttribute('name'));
    unmount();
    return found;
  };
  expect(names(fixture)).toEqual([null, null]);
  const [first, second] = names(fixture.replace('&quot;autoclose&quot;: false', '&quot;autoclose&quot;: true'));
  expect(first).toBeTruthy();
  expect(second).toBe(first);
});

test("core Tabs become the site's tabs, named as the editor named them, the first one shown", () => {
  renderContent(tree());
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Rooms', 'Suites']);
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Sea view rooms.');
  fireEvent.click(screen.getByRole('tab', { name: 'Suites' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Suites with terrace.');
});

test('an image set to "Expand on click" is linked to its largest file, which opens the lightbox, and loses the button only WordPress could name', () => {
  const figure = findElements(tree(), (e) => e.name === 'figure' && (e.attribs.class ?? '').includes('wp-block-image'))[0];
  const link = findElements([figure], (e) => e.name === 'a')[0];
  expect(link.attribs.href).toBe('http://127.0.0.1:8080/wp-content/uploads/2026/11/bay-at-dusk-from-the-roof.jpg');
  expect(findElements([figure], (e) => e.name === 'button')).toEqual([]);
  expect(figure.attribs.class).not.toContain('wp-lightbox-container');
  const { container } = renderContent(tree());
  expect(container.querySelector('button.lightbox-trigger')).toBeNull();
  // The site's lightbox took the link: it says it opens a dialog.
  expect(container.querySelector('figure.wp-block-image a')).toHaveAttribute('aria-haspopup', 'dialog');
  expect(screen.getByText('The terrace')).toBeInTheDocument();
});

test('a Gallery whose images expand on click browses them in one lightbox', () => {
  const { container } = renderContent(tree());
  const links = [...container.querySelectorAll('figure.wp-block-gallery figure a')];
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    expect.stringMatching(/^http:\/\/127\.0\.0\.1:8080\/wp-content\/uploads\/.+\.jpg$/),
    expect.stringMatching(/^http:\/\/127\.0\.0\.1:8080\/wp-content\/uploads\/.+\.jpg$/),
  ]);
  expect(links.map((link) => link.getAttribute('aria-haspopup'))).toEqual(['dialog', 'dialog']);
  expect(container.querySelector('figure.wp-block-gallery button')).toBeNull();
});

test('a Search block is left out, and said so; so are the blocks that list what the site does not publish', () => {
  const leftOut: string[] = [];
  rewriteCoreBlocks(parseHtml(sanitizeWordPressHtml(fixture)), (block) => leftOut.push(block));
  expect(leftOut).toEqual(['Search']);
  const archives =
    '<div class="wp-block-group"><ul class="wp-block-archives-list wp-block-archives"><li><a href="/2026/11/">November 2026</a></li></ul><p>Kept</p></div>';
  const names: string[] = [];
  const { container } = renderContent(rewriteCoreBlocks(parseHtml(archives), (block) => names.push(block)));
  expect(names).toEqual(['Archives']);
  expect(container.innerHTML).toBe('<div class="wp-block-group"><p>Kept</p></div>');
});

test('a Search block is left out, and a Navigation block shows its links without the buttons only its script works', () => {
  const { container } = renderContent(tree());
  expect(container.querySelector('form.wp-block-search, input[type="search"]')).toBeNull();
  const nav = container.querySelector('.wp-block-navigation__responsive-container');
  expect(nav).not.toBeNull();
  expect(nav?.querySelectorAll('button')).toHaveLength(0);
  expect([...(nav?.querySelectorAll('a') ?? [])].map((a) => a.textContent)).toEqual(['Rooms', 'Dining', 'Bar']);
  expect(nav?.querySelector('.hidden-by-default')).toBeNull();
});

test("a File block keeps its link and download button; its PDF preview stays hidden, as WordPress's script would hide it where it cannot show", () => {
  const { container } = renderContent(tree());
  const file = container.querySelector('.wp-block-file');
  expect(within(file as HTMLElement).getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'http://x/a.pdf');
  // The sanitiser keeps no object element, and the site's policy allows none.
  expect(file?.querySelector('object')).toBeNull();
});

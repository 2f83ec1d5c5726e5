/** @jest-environment jsdom */
// The share block as a visitor meets it: the toggle and its group, share links and the hotel's
// profiles side by side.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import '@testing-library/jest-dom';
import * as React from 'react';
import { WordPressContent } from '../../../src/content/WordPressContent';
import { shareEnhancer } from '../../../src/features/share/enhancer';
import { stringsWrapper } from '../../support/i18n';
import { parseHtml } from '../../../src/content/parse-html.server';

const BLOCK = `<div class="share-buttons" data-networks="facebook,youtube,instagram,googleplus,email" data-url="https://hotel.example/news/" data-message="News"
  data-youtube-url="https://www.youtube.com/@hotellumiere" data-instagram-url="https://www.instagram.com/hotellumiere/"><p>Share this article</p></div>`;

const show = (html = BLOCK, language = 'en') =>
  render(<WordPressContent content={parseHtml(html)} enhancers={[shareEnhancer]} language={language} locale="en_US" pageUri="/news/" />, {
    wrapper: stringsWrapper(language),
  });

test('the toggle opens the group and closes it again, saying so', async () => {
  show();
  const toggle = await screen.findByRole('button', { name: 'Share this article' });
  const group = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(group).not.toBeVisible();
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(group).toBeVisible();
  expect(group).toHaveAttribute('data-active', 'true');
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(group).not.toBeVisible();
  expect(group).toHaveAttribute('data-active', 'false');
});

test('follow networks are links to the hotel’s profiles, named for what they do; closed networks are gone', async () => {
  show();
  fireEvent.click(await screen.findByRole('button', { name: 'Share this article' }));
  const group = await screen.findByRole('list', { name: 'Share on, or follow us on' });
  await waitFor(() => expect(group.querySelectorAll('a')).toHaveLength(4));
  expect(screen.getByRole('link', { name: 'Share on Facebook (opens in a new window)' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^https:\/\/www\.facebook\.com\/sharer\//),
  );
  const youtube = screen.getByRole('link', { name: 'Subscribe to us on YouTube (opens in a new window)' });
  expect(youtube).toHaveAttribute('href', 'https://www.youtube.com/@hotellumiere?sub_confirmation=1');
  expect(youtube).toHaveAttribute('data-kind', 'follow');
  expect(youtube).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'Follow us on Instagram (opens in a new window)' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/hotellumiere/',
  );
  expect([...group.querySelectorAll('a')].map((a) => a.dataset.network)).toEqual(['facebook', 'youtube', 'instagram', 'email']);
});

test('in French the follow links are worded in French', async () => {
  show(BLOCK, 'fr');
  fireEvent.click(await screen.findByRole('button', { name: 'Share this article' }));
  expect(await screen.findByRole('link', { name: 'Nous suivre sur Instagram (s’ouvre dans une nouvelle fenêtre)' })).toBeInTheDocument();
});

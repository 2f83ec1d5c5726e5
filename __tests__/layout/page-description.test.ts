import { parseHtml } from '../../src/content/parse-html.server';
import { pageDescription as describe } from '../../src/layout/page-description';

const pageDescription = (html: string) => describe(parseHtml(html));

test('the description is the first real paragraph, as text', () => {
  const html =
    '<figure><figcaption>Caption</figcaption></figure><p>Short.</p><p>Since 1898 the <a href="/">Hôtel</a> has welcomed travellers &amp; their families to Monte-Carlo.</p><p>Later.</p>';
  expect(pageDescription(html)).toBe('Since 1898 the Hôtel has welcomed travellers & their families to Monte-Carlo.');
});

test('a long paragraph is cut at a word, under 160 characters', () => {
  const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
  const description = pageDescription(`<p>${words}</p>`);
  expect(description.length).toBeLessThanOrEqual(160);
  expect(description.endsWith('…')).toBe(true);
  expect(words.startsWith(description.slice(0, -1))).toBe(true);
});

test('no paragraph, no description', () => {
  expect(pageDescription('<div class="hotel-map"></div>')).toBe('');
});

// The comment form as the build writes it, before its code is live: a form WordPress's
// wp-comments-post.php takes as it is, which sends the visitor back to the page, to one of the
// outcome notices the section carries.
import * as React from 'react';
import { browserSettings } from '../../../src/config/browser-settings';
import { Comments } from '../../../src/features/comments/Comments';
import { buildHtml } from '../../support/build-render';
import { stringsWrapper } from '../../support/i18n';

const PAGE_URL = 'https://hotel.example/new-rooftop-terrace/';

const build = (language = 'en') => {
  const Strings = stringsWrapper(language);
  return buildHtml(
    <Strings>
      <Comments pageId={20} pageUrl={PAGE_URL} commentStatus="open" comments={[]} locale="en_US" />
    </Strings>,
  );
};

const tagOf = (html: string, pattern: RegExp) => pattern.exec(html)?.[0] ?? '';
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

test('the form is posted to WordPress’s wp-comments-post.php', async () => {
  const form = tagOf(await build(), /<form [^>]*>/);
  expect(attribute(form, 'method')).toBe('post');
  expect(attribute(form, 'action')).toBe(`${browserSettings().wordpressUrl}/wp-comments-post.php`);
});

test('its fields carry WordPress’s names, and it names the page and where to come back to', async () => {
  const html = await build();
  const names = [...html.matchAll(/<(?:input|textarea)\b[^>]*>/g)].map((match) => [attribute(match[0], 'name'), attribute(match[0], 'value') ?? '']);
  expect(names).toEqual([
    ['comment', ''],
    ['author', ''],
    ['email', ''],
    ['url', ''],
    ['comment_post_ID', '20'],
    ['comment_parent', '0'],
    ['redirect_to', PAGE_URL],
  ]);
});

test('the section carries a notice for each outcome, hidden until the address points at it', async () => {
  const html = await build('fr');
  const held = tagOf(html, /<p [^>]*id="comment-held"[^>]*>[^<]*<\/p>/);
  const published = tagOf(html, /<p [^>]*id="comment-published"[^>]*>[^<]*<\/p>/);
  for (const notice of [held, published]) {
    expect(notice).toMatch(/\srole="status"/);
    expect(notice).toMatch(/\shidden(?:=""|\s|>)/);
  }
  expect(held).toContain('Votre commentaire est en attente de modération');
  expect(published).toContain('apparaîtra ici dans quelques minutes');
});

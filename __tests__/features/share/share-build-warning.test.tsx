// The share block while the build writes a page (no window): a network the editor listed that
// the site leaves out is reported, naming the page, on the build's output.
import * as React from 'react';
import { buildHtml } from '../../support/build-render';
import { WordPressContent } from '../../../src/content/WordPressContent';
import { shareEnhancer } from '../../../src/features/share/enhancer';
import { parseHtml } from '../../../src/content/parse-html.server';

afterEach(() => jest.restoreAllMocks());

const build = (networks: string) =>
  buildHtml(
    <WordPressContent
      content={parseHtml(`<div class="share-buttons" data-networks="${networks}"><p>Share</p></div>`)}
      enhancers={[shareEnhancer]}
      language="en"
      locale="en_US"
      pageUri="/news/terrace/"
    />,
  );

test('a closed network is left out with a warning that names the page', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await build('facebook,googleplus,stumbleupon');
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledWith('Share buttons on /news/terrace/: left out googleplus (the network has closed), stumbleupon (the network has closed).');
});

test('a follow network without its profile address is reported too; a complete list says nothing', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await build('instagram');
  expect(warn).toHaveBeenCalledWith('Share buttons on /news/terrace/: left out instagram (no profile address: give it in data-instagram-url).');
  warn.mockClear();
  await build('facebook,twitter,email');
  expect(warn).not.toHaveBeenCalled();
});

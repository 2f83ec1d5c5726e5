// The share block as the build writes it: the links are in the page's HTML, in their hidden
// group, so that a press on the toggle before the page's scripts have run can show them.
import * as React from 'react';
import { buildHtml } from '../../support/build-render';
import ShareButtons from '../../../src/features/share/ShareButtons';
import { EARLY_TOGGLE_ATTRIBUTE } from '../../../src/lib/use-early-toggle';
import { stringsWrapper } from '../../support/i18n';

const Strings = stringsWrapper('en');
const page = { url: 'https://hotel.example/news/terrace/', title: 'A new terrace', imageUrl: 'https://hotel.example/static/terrace.jpg' };

const build = (props: Partial<React.ComponentProps<typeof ShareButtons>> = {}) =>
  buildHtml(
    <Strings>
      <ShareButtons
        buttons={[
          { kind: 'share', network: 'facebook' },
          { kind: 'share', network: 'pinterest' },
        ]}
        label="Share this article"
        locale="en_US"
        page={page}
        {...props}
      />
    </Strings>,
  );

test('the links to share the page, as its head names it, are in the hidden group the toggle controls', async () => {
  const html = await build();
  const group = /<ul id="([^"]+)" hidden(?: [^>]*)?>(.*)<\/ul>/.exec(html);
  expect(group).not.toBeNull();
  expect(html).toMatch(new RegExp(`<button ${EARLY_TOGGLE_ATTRIBUTE}="true" type="button" aria-expanded="false" aria-controls="${group![1]}"`));
  expect(group![2]).toContain('href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fhotel.example%2Fnews%2Fterrace%2F"');
  expect(group![2]).toContain(
    'href="https://pinterest.com/pin/create/button/?url=https%3A%2F%2Fhotel.example%2Fnews%2Fterrace%2F&amp;media=https%3A%2F%2Fhotel.example%2Fstatic%2Fterrace.jpg&amp;description=A+new+terrace"',
  );
});

test('what the editor set wins over what the page says', async () => {
  const html = await build({ url: 'https://hotel.example/offers/', message: 'Spring offer', itemId: 'spa' });
  expect(html).toContain('href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fhotel.example%2Foffers%2F%23spa"');
  expect(html).toContain('description=Spring+offer');
});

test('without what the build knows of the page, the links wait for the browser to read it', async () => {
  expect(await build({ page: undefined })).not.toContain('<a ');
});

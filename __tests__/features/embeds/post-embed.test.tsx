/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import * as React from 'react';
import PostEmbed from '../../../src/features/embeds/PostEmbed';
import { dispatchConsent } from '../../../src/lib/consent';

const SECRET = 'q8Xk2LmTz4';

// A frame that loads at once sends its height before the browser paints again: in WebKit the
// embedded post's height came in before the page listened for it, and the post never showed.
test('the embedded post shows with the height its frame sends at once, in the render that adds the frame', async () => {
  const { container } = render(
    <PostEmbed
      className="wp-block-embed"
      secret={SECRET}
      frame={{ src: 'https://journal.example/post/embed/#?secret=' + SECRET, title: 'A post', height: '338' }}
      link={{ href: 'https://journal.example/post/', text: 'A post' }}
    />,
  );
  expect(container.querySelector('iframe')).toBeNull();

  // The visitor accepts; the page draws the frame (Preact renders on the next microtask), and the
  // frame's first message comes before anything else runs.
  dispatchConsent({ type: 'accept' });
  await Promise.resolve();
  await Promise.resolve();
  const frame = container.querySelector('iframe');
  expect(frame).not.toBeNull();
  window.dispatchEvent(new MessageEvent('message', { data: { message: 'height', value: 420, secret: SECRET }, source: frame!.contentWindow }));

  await act(async () => undefined);
  expect(frame!.getAttribute('data-loaded')).toBe('true');
  expect(frame!.getAttribute('height')).toBe('420');
  expect(container.querySelector('blockquote')).toBeNull();
});

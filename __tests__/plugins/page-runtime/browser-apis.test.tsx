import * as React from 'react';
import { renderToString } from 'preact-render-to-string';

const calls: string[] = [];
jest.mock(
  'gatsby-browser-plugins',
  () => [
    {
      plugin: { onClientEntry: (): Promise<void> => new Promise<void>((resolve) => setTimeout(() => resolve(void calls.push('first entry')), 5)) },
      options: {},
    },
    {
      plugin: {
        onClientEntry: (): void => void calls.push('second entry'),
        wrapPageElement: ({ element, props }: { element: React.ReactElement; props: { lang: string } }) => <section lang={props.lang}>{element}</section>,
      },
      options: {},
    },
    { plugin: { wrapPageElement: ({ element }: { element: React.ReactElement }) => <main>{element}</main> }, options: {} },
  ],
  { virtual: true },
);

import { runApiInTurn, wrapElement } from '../../../plugins/page-runtime/browser-apis';

test('each plugin wraps what the one before it returned, in the plugins’ order, with the same arguments', () => {
  const page = wrapElement('wrapPageElement', <p>Spa</p>, { props: { lang: 'fr' } });
  expect(renderToString(page)).toBe('<main><section lang="fr"><p>Spa</p></section></main>');
  expect(renderToString(wrapElement('wrapRootElement', <p>Spa</p>))).toBe('<p>Spa</p>');
});

test('an API that answers with a promise is waited for before the next plugin’s', async () => {
  await runApiInTurn('onClientEntry');
  expect(calls).toEqual(['first entry', 'second entry']);
});

// A page's body as the build writes it: Preact's asynchronous server renderer, which waits for
// every lazily loaded feature (plugins/preact-runtime/gatsby-ssr.ts).
import type { ReactElement } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';

export const buildHtml = (element: ReactElement): Promise<string> => Promise.resolve(renderToStringAsync(element as Parameters<typeof renderToStringAsync>[0]));

// Gatsby writes every page with React's streaming server renderer. React 18.3.1 sent its whole
// 2 KB buffer, unfilled bytes included, when a character of several bytes did not fit at its
// end: NUL bytes before "é" or "ü" in French and German pages. `patches/react-dom+18.3.1.patch`
// sends only the bytes written; this renders text that crosses the buffer's end at every offset.
import path from 'node:path';
import { PassThrough } from 'node:stream';
import * as React from 'react';
import type { renderToPipeableStream as RenderToPipeableStream } from 'react-dom/server';

// Gatsby's build uses the production file, tests get the development one by default: both are
// loaded by path (the package's exports name neither).
const reactDom = path.dirname(require.resolve('react-dom/package.json'));
const serverBuild = (file: string) =>
  jest.requireActual<{ renderToPipeableStream: typeof RenderToPipeableStream }>(path.join(reactDom, 'cjs', file)).renderToPipeableStream;
const builds: [string, typeof RenderToPipeableStream][] = [
  ['development', serverBuild('react-dom-server.node.development.js')],
  ['production', serverBuild('react-dom-server.node.production.min.js')],
];

function render(renderToPipeableStream: typeof RenderToPipeableStream, element: React.ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

const cases = builds.flatMap(([build, renderer]) => ['é', 'ü', '€', '🙂'].map((character) => [build, character, renderer] as const));

test.each(cases)('%s build: text with "%s" across the 2 KB buffer is sent as valid UTF-8, without NUL bytes', async (_build, character, renderer) => {
  const text = `Zimmer mit Meerblick ${character}`;
  for (let offset = 0; offset < 24; offset += 1) {
    // Short texts fill the buffer a little at a time (a long one is sent at once, past it), so
    // that one of the words with the character meets the buffer's end, at each offset in turn.
    const words = Array.from({ length: 120 }, (_, index) => `${'x'.repeat(offset)}${text} ${index}`);
    const bytes = await render(
      renderer,
      <ul>
        {words.map((word) => (
          <li key={word}>{word}</li>
        ))}
      </ul>,
    );
    expect(bytes.includes(0)).toBe(false);
    const html = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    expect(html).toBe(`<ul>${words.map((word) => `<li>${word}</li>`).join('')}</ul>`);
  }
});

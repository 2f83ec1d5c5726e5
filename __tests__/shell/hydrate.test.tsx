/** @jest-environment jsdom */
import * as React from 'react';
import { replaceHydrateFunction } from '../../gatsby-browser';

// A page of 40 parts that each take 5 ms to render, as on a slow phone.
function Slow({ index, onStart }: { index: number; onStart: () => void }) {
  if (index === 0) onStart();
  const until = Date.now() + 5;
  while (Date.now() < until) {
    /* busy, like a slow CPU */
  }
  return <li>{index}</li>;
}

function Page({ onStart, onHydrated }: { onStart: () => void; onHydrated: () => void }) {
  // A layout effect runs in the same task as the commit that ends hydration.
  React.useLayoutEffect(onHydrated, [onHydrated]);
  return (
    <ul>
      {Array.from({ length: 40 }, (_, index) => (
        <Slow key={index} index={index} onStart={onStart} />
      ))}
    </ul>
  );
}

test('hydration yields to other work instead of holding the main thread until it is done', async () => {
  const events: string[] = [];
  const container = document.createElement('div');
  // What the server wrote for <Page>.
  container.innerHTML = `<ul>${Array.from({ length: 40 }, (_, index) => `<li>${index}</li>`).join('')}</ul>`;
  document.body.append(container);
  const serverItem = container.querySelector('li');
  const hydrated = new Promise<void>((resolve) => {
    replaceHydrateFunction()(
      <Page
        // Another task, queued once hydration has begun: it runs first only if hydration yields.
        onStart={() => setTimeout(() => events.push('other task'), 0)}
        onHydrated={() => {
          events.push('hydrated');
          resolve();
        }}
      />,
      container,
    );
  });
  await hydrated;
  expect(events[0]).toBe('other task');
  // The server's markup was taken over, not thrown away and drawn again.
  expect(container.querySelector('li')).toBe(serverItem);
  expect(container.querySelectorAll('li')).toHaveLength(40);
});

/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import '@testing-library/jest-dom';
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydrateInTurn, partsHydrated } from '../../src/lib/hydrate-in-turn';

// A part with state and a listener: what hydration has to reach. It notes when it is first rendered.
function Counter({ name, seen }: { name: string; seen: string[] }) {
  const [clicks, setClicks] = React.useState(() => {
    seen.push(name);
    return 0;
  });
  return <button onClick={() => setClicks(clicks + 1)}>{`${name} ${clicks}`}</button>;
}

// A feature whose code comes later, inside a part: it suspends while its part hydrates.
const Later = React.lazy(
  () => new Promise<{ default: () => React.JSX.Element }>((resolve) => setTimeout(() => resolve({ default: () => <aside>later</aside> }), 30)),
);

const Page = ({ seen }: { seen: string[] }) => (
  <>
    <p>shell</p>
    <HydrateInTurn name="header">
      <header>
        <Counter name="header" seen={seen} />
      </header>
    </HydrateInTurn>
    <HydrateInTurn name="main">
      <main>
        <p>Sea view</p>
        <Counter name="main" seen={seen} />
        <React.Suspense fallback={null}>
          <Later />
        </React.Suspense>
      </main>
    </HydrateInTurn>
  </>
);

afterEach(() => {
  document.documentElement.dataset.hydrated = 'true';
  document.body.innerHTML = '';
});

test('over the server’s HTML, each part is hydrated in a task of its own, in turn, in place', async () => {
  delete document.documentElement.dataset.hydrated;
  const root = document.createElement('div');
  root.id = '___gatsby';
  root.innerHTML = '<p>shell</p><header><button>header 0</button></header><main><p>Sea view</p><button>main 0</button><aside>later</aside></main>';
  document.body.append(root);
  const elements = [...root.querySelectorAll('*')];
  const seen: string[] = [];
  const tasks: string[][] = [];
  // What had been hydrated at the start of each of the next tasks.
  const watch = () => {
    tasks.push([...seen]);
    if (tasks.length < 4) setTimeout(watch, 0);
  };
  // Outside act(), which would hold every render back to its end: Preact schedules as in a browser.
  hydrateRoot(root, <Page seen={seen} />);
  tasks.push([...seen]);
  setTimeout(watch, 0);
  await partsHydrated();
  expect(seen).toEqual(['header', 'main']);
  // None in the task of the first render; the header in a task of its own, the main part after it.
  expect(tasks[0]).toEqual([]);
  expect(tasks).toContainEqual(['header']);
  // The same elements, the late feature's among them: nothing was drawn again.
  expect([...root.querySelectorAll('*')]).toEqual(elements);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect([...root.querySelectorAll('*')]).toEqual(elements);
  await act(async () => root.querySelectorAll('button')[1].click());
  expect(root.querySelectorAll('button')[1]).toHaveTextContent('main 1');
});

test('rendered afresh (gatsby develop), the parts render at once', async () => {
  document.documentElement.dataset.hydrated = 'true';
  const { render, screen } = await import('@testing-library/react');
  render(<Page seen={[]} />);
  expect(screen.getByRole('button', { name: 'main 0' })).toBeInTheDocument();
});

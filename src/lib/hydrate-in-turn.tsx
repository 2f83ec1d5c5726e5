// Preact hydrates a page in a single task: on a phone, a few hundred milliseconds in which the
// page answers nothing (what Lighthouse counts as blocking time). A part wrapped in
// `HydrateInTurn` is hydrated in a task of its own during the page's first hydration, each part in
// turn, in the order they were met: the browser can paint and answer between two parts. Until its
// turn a part is the server's HTML, which Preact keeps as it is (a part that suspends while it
// hydrates is hydrated in place when it resumes), and the inline loader answers presses on its
// toggles (use-early-toggle.ts). Elsewhere (in `gatsby develop`, which renders
// into an empty page) parts render at once.
import * as React from 'react';
import type { ReactNode } from 'react';
import { renderingOverServerHtml } from './server-html';

type Turn = { done: boolean; promise: Promise<void> };

const turns = new Map<string, Turn>();
let queue: Promise<void> = Promise.resolve();
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// By name, not by component: a part that suspends on its first render keeps no state of its own.
function turnOf(name: string): Turn {
  const known = turns.get(name);
  if (known) return known;
  const turn: Turn = { done: false, promise: Promise.resolve() };
  queue = queue.then(nextTask);
  turn.promise = queue.then(() => {
    turn.done = true;
  });
  turns.set(name, turn);
  return turn;
}

function WhenItsTurn({ name, children }: { name: string; children: ReactNode }) {
  const turn = turnOf(name);
  if (!turn.done) throw turn.promise;
  return <>{children}</>;
}

/**
 * Hydrates `children` in a task of its own during the page's first hydration; `name` is the
 * part's, unique on the page. The part must be one element (Preact resumes hydrating a suspended
 * part from its first element only: a second one would be drawn again, and a feature in it that
 * waits for its code would show its fallback), and no part may be inside another.
 */
export function HydrateInTurn({ name, children }: { name: string; children: ReactNode }) {
  const [inTurn] = React.useState(renderingOverServerHtml);
  if (!inTurn) return <>{children}</>;
  return (
    <React.Suspense fallback={null}>
      <WhenItsTurn name={name}>{children}</WhenItsTurn>
    </React.Suspense>
  );
}

/** Settles once every part met so far has had its turn (and the task after it). */
export const partsHydrated = (): Promise<void> => queue.then(nextTask);

/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import * as React from 'react';
import { useBrowserStore } from '../../src/lib/use-browser-store';

// A store outside the components, as the consent cookie and the reduced-motion query are.
let current = 'browser';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => current;

test("the first render has the server's value, as the page's HTML does; then the browser's, and each change", () => {
  const seen: string[] = [];
  function Reader() {
    const value = useBrowserStore(subscribe, read, 'server');
    seen.push(value);
    return <p>{value}</p>;
  }
  const { container, unmount } = render(<Reader />);
  expect(seen[0]).toBe('server');
  expect(container.textContent).toBe('browser');
  act(() => {
    current = 'changed';
    listeners.forEach((listener) => listener());
  });
  expect(container.textContent).toBe('changed');
  unmount();
  expect(listeners.size).toBe(0);
});

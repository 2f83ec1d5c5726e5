/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import '@testing-library/jest-dom';
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { fieldsBeforeCode, lazyOnFirstUse } from '../../src/lib/lazy-on-first-use';
import { HELD_USE_ATTRIBUTE } from '../../src/lib/held-use-attribute';
import { runAppScriptsLoader } from '../support/app-scripts-loader';

// The server's HTML of a small feature: a form that the loaded code answers in the page.
const SERVER_HTML = '<form class="feature"><input name="guest" aria-label="Name"><button>Send</button></form>';

type Props = { onSend: (name: string) => void };

function setup(fails = false) {
  const load = jest.fn(async () => {
    if (fails) throw new Error('offline');
    return {
      default: function Feature({ onSend }: Props) {
        return (
          <form
            className="feature"
            onSubmit={(event) => {
              event.preventDefault();
              onSend(String(new FormData(event.currentTarget).get('guest')));
            }}
          >
            <input name="guest" aria-label="Name" />
            <button>Send</button>
          </form>
        );
      },
    };
  });
  const { Component, useLoadOnFirstUse } = lazyOnFirstUse(load, { selector: '.feature' });
  function Block({ onSend, now }: Props & { now?: () => boolean }) {
    useLoadOnFirstUse(now);
    return (
      <React.Suspense fallback={<p>plain</p>}>
        <Component onSend={onSend} />
      </React.Suspense>
    );
  }
  const onSend = jest.fn();
  const hydrate = async ({ before, ...props }: { now?: () => boolean; before?: (container: HTMLElement) => void } = {}) => {
    const container = document.createElement('div');
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
    before?.(container);
    await act(async () => {
      hydrateRoot(container, <Block onSend={onSend} {...props} />);
    });
    return container;
  };
  return { load, onSend, hydrate };
}

// As during a page's first hydration (the other unit tests render as after it).
beforeEach(() => delete document.documentElement.dataset.hydrated);
afterEach(() => {
  document.documentElement.dataset.hydrated = 'true';
  document.body.innerHTML = '';
});

test("the feature's code waits for the visitor to reach for it, and the server's form stays meanwhile", async () => {
  const { load, onSend, hydrate } = setup();
  await hydrate();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(load).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();

  const field = screen.getByRole('textbox', { name: 'Name' });
  fireEvent.focusIn(field);
  fireEvent.input(field, { target: { value: 'Ada' } });
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  // Hydrated in place: the same field, what was typed in it, and the feature answers the form.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByRole('textbox', { name: 'Name' })).toBe(field);
  fireEvent.submit(document.querySelector('form')!);
  expect(onSend).toHaveBeenCalledWith('Ada');
});

test('a form sent before its code came is held, then answered by the feature', async () => {
  const { onSend, hydrate } = setup();
  await hydrate();
  const form = document.querySelector('form')!;
  const submitted = fireEvent.submit(form);
  // Not sent the way a page without JavaScript sends it: the feature answers it once in place.
  expect(submitted).toBe(false);
  await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
  // The same form, hydrated in place.
  expect(document.querySelector('form')).toBe(form);
});

test('state in the address loads the code at once', async () => {
  const { load, hydrate } = setup();
  await hydrate({ now: () => true });
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
});

test('what the fields held when the code came is kept for the feature, even where hydration empties a field', async () => {
  const { load, hydrate } = setup();
  await hydrate();
  const field = screen.getByRole('textbox', { name: 'Name' });
  fireEvent.input(field, { target: { value: 'Ada' } });
  fireEvent.focusIn(field);
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  (field as HTMLInputElement).value = '';
  expect(fieldsBeforeCode(document.querySelector('form')!).get('guest')).toBe('Ada');
  // Asked once: afterwards, what the form holds.
  expect(fieldsBeforeCode(document.querySelector('form')!).get('guest')).toBe('');
});

test("when the code cannot be loaded, the server's form stays and a held form goes as it would without JavaScript", async () => {
  const { load, onSend, hydrate } = setup(true);
  await hydrate();
  const form = document.querySelector('form')!;
  const sent: boolean[] = [];
  form.addEventListener('submit', (event) => sent.push(event.defaultPrevented));
  expect(fireEvent.submit(form)).toBe(false);
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  // Sent again, and this time not held: the browser's own submission goes ahead.
  await waitFor(() => expect(sent).toEqual([false]));
  expect(onSend).not.toHaveBeenCalled();
  expect(document.querySelector('form')).toBe(form);
});

/** A feature whose controls only its code can answer: marked held in the server's HTML until it is live. */
function heldFeature(fails = false) {
  const load = jest.fn(async () => {
    if (fails) throw new Error('offline');
    return {
      default: function Toggle() {
        const [open, setOpen] = React.useState(false);
        const [opened, setOpened] = React.useState('');
        const [live, setLive] = React.useState(false);
        React.useEffect(() => setLive(true), []);
        const held = { [HELD_USE_ATTRIBUTE]: live ? undefined : '' };
        return (
          <div className="widget">
            <button type="button" onClick={() => setOpen(!open)} {...held}>
              {open ? 'Open' : 'Closed'}
            </button>
            <input aria-label="Day" readOnly value={opened} onKeyDown={(event) => setOpened(`by ${event.key}`)} {...held} />
          </div>
        );
      },
    };
  });
  const { Component, useLoadOnFirstUse } = lazyOnFirstUse(load, { selector: '.widget' });
  function Block() {
    useLoadOnFirstUse();
    return (
      <React.Suspense fallback={null}>
        <Component />
      </React.Suspense>
    );
  }
  const container = document.createElement('div');
  container.innerHTML = '<div class="widget"><button type="button" data-hold="">Closed</button><input aria-label="Day" readonly value="" data-hold=""></div>';
  document.body.append(container);
  return { load, hydrate: () => act(async () => void hydrateRoot(container, <Block />)) };
}

describe('uses the page’s loader held before the code came', () => {
  beforeAll(runAppScriptsLoader);

  test('a click, made before the page was hydrated, is given to the feature once it is in place', async () => {
    const { load, hydrate } = heldFeature();
    const button = screen.getByRole('button', { name: 'Closed' });
    // Stopped: nothing could answer it yet.
    expect(fireEvent.click(button)).toBe(false);
    await hydrate();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toBe(button));
    expect(load).toHaveBeenCalledTimes(1);
    // Live: the next click is the feature's own.
    expect(button).not.toHaveAttribute(HELD_USE_ATTRIBUTE);
    fireEvent.click(button);
    expect(button).toHaveTextContent('Closed');
  });

  test('a key pressed on a held field after hydration loads the code and is given to it; typing is not held', async () => {
    const { load, hydrate } = heldFeature();
    await hydrate();
    const field = screen.getByRole('textbox', { name: 'Day' });
    expect(fireEvent.keyDown(field, { key: 'a' })).toBe(true);
    expect(fireEvent.keyDown(field, { key: 'Tab' })).toBe(true);
    expect(load).not.toHaveBeenCalled();
    expect(fireEvent.keyDown(field, { key: 'Enter' })).toBe(false);
    await waitFor(() => expect(field).toHaveValue('by Enter'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a click with a modifier key (a link opened in a new tab) is not held', async () => {
    const { load, hydrate } = heldFeature();
    await hydrate();
    const button = screen.getByRole('button', { name: 'Closed' });
    expect(fireEvent.click(button, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(button, { shiftKey: true })).toBe(true);
    expect(window.heldUses).toEqual([]);
    expect(load).not.toHaveBeenCalled();
  });

  test('when the code cannot come, the controls are the server’s again from the next use on', async () => {
    const { load, hydrate } = heldFeature(true);
    await hydrate();
    const button = screen.getByRole('button', { name: 'Closed' });
    expect(fireEvent.click(button)).toBe(false);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).not.toHaveAttribute(HELD_USE_ATTRIBUTE));
    expect(fireEvent.click(button)).toBe(true);
    expect(window.heldUses).toEqual([]);
  });
});

test('focus already in the feature when the scripts start (a visitor who came before them) loads the code at once', async () => {
  const { load, hydrate } = setup();
  await hydrate({ before: (container) => container.querySelector('input')!.focus() });
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
});

test('state put in the address after the page started (a link to a route on the same page) loads the code', async () => {
  const { load, hydrate } = setup();
  await hydrate({ now: () => window.location.hash.startsWith('#route') });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(load).not.toHaveBeenCalled();
  window.location.hash = '#route=1';
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  window.location.hash = '';
});

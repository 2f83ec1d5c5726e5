/** @jest-environment jsdom */
// A disclosure the visitor toggled before the page's scripts ran (the inline loader flips its
// button's aria-expanded and its panel's hidden): hydration keeps what it finds.
import { act, fireEvent, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom';
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'preact-render-to-string';
import { EARLY_TOGGLE_ATTRIBUTE, useEarlyToggle } from '../../src/lib/use-early-toggle';

function Disclosure({ initial = false, onTakeOver }: { initial?: boolean; onTakeOver?: (open: boolean) => void }) {
  const { open, setOpen, toggleProps } = useEarlyToggle(initial, onTakeOver);
  return (
    <div>
      <button {...toggleProps} type="button" aria-expanded={open} aria-controls="panel" onClick={() => setOpen((was) => !was)}>
        More
      </button>
      <p id="panel" hidden={!open}>
        Details
      </p>
    </div>
  );
}

/** What the server wrote, in the page. */
function serverPage(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.replaceChildren(container);
  return container;
}

/** What the loader does with a click before the scripts run. */
function toggleEarly() {
  const button = screen.getByRole('button', { name: 'More' });
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  document.getElementById('panel')!.hidden = !open;
}

// A renderer may say that the attributes it found differ from what it rendered: that is the point
// here.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('the server marks the button for the loader, closed', () => {
  serverPage(<Disclosure />);
  const button = screen.getByRole('button', { name: 'More' });
  expect(button).toHaveAttribute(EARLY_TOGGLE_ATTRIBUTE, 'true');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(document.getElementById('panel')).not.toBeVisible();
});

test('opened before hydration, it stays open; the mark goes, and a click closes it', async () => {
  const container = serverPage(<Disclosure />);
  toggleEarly();
  const onTakeOver = jest.fn();
  await act(async () => {
    hydrateRoot(container, <Disclosure onTakeOver={onTakeOver} />);
  });
  const button = screen.getByRole('button', { name: 'More' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).not.toHaveAttribute(EARLY_TOGGLE_ATTRIBUTE);
  expect(screen.getByText('Details')).toBeVisible();
  expect(onTakeOver).toHaveBeenCalledWith(true);
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText('Details')).not.toBeVisible();
});

test('one that starts open and was closed before hydration stays closed', async () => {
  const container = serverPage(<Disclosure initial />);
  toggleEarly();
  await act(async () => {
    hydrateRoot(container, <Disclosure initial />);
  });
  expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText('Details')).not.toBeVisible();
});

test('untouched, or drawn in the browser, it starts as the component says, without the mark', async () => {
  const onTakeOver = jest.fn();
  const container = serverPage(<Disclosure />);
  await act(async () => {
    hydrateRoot(container, <Disclosure onTakeOver={onTakeOver} />);
  });
  expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('button', { name: 'More' })).not.toHaveAttribute(EARLY_TOGGLE_ATTRIBUTE);
  document.body.replaceChildren();
  render(<Disclosure initial onTakeOver={onTakeOver} />);
  expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'More' })).not.toHaveAttribute(EARLY_TOGGLE_ATTRIBUTE);
  expect(onTakeOver).not.toHaveBeenCalled();
});

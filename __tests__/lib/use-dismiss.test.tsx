/** @jest-environment jsdom */
// An open popup closes when the visitor presses or moves focus outside what makes it up, or
// presses Escape where the popup asks for it; inside, nothing closes it.
import { fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { useDismiss } from '../../src/lib/use-dismiss';

function Popup({
  open,
  onDismiss,
  onFocusOutside,
  onEscape,
}: {
  open: boolean;
  onDismiss: (how: string) => void;
  onFocusOutside?: boolean;
  onEscape?: boolean;
}) {
  const trigger = React.useRef<HTMLButtonElement>(null);
  const panel = React.useRef<HTMLDivElement>(null);
  useDismiss(open, [trigger, panel], onDismiss, { onFocusOutside, onEscape });
  return (
    <div>
      <button ref={trigger} type="button">
        Open
      </button>
      <div ref={panel}>
        <button type="button">Inside</button>
      </div>
      <button type="button">Elsewhere</button>
    </div>
  );
}

test('a press outside dismisses; a press on the trigger or in the panel does not', () => {
  const onDismiss = jest.fn();
  render(<Popup open onDismiss={onDismiss} />);
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Open' }));
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Inside' }));
  expect(onDismiss).not.toHaveBeenCalled();
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(onDismiss).toHaveBeenCalledWith('outside');
});

test('focus moving outside dismisses only where asked', () => {
  const calendar = jest.fn();
  const { unmount } = render(<Popup open onDismiss={calendar} onFocusOutside />);
  fireEvent.focusIn(screen.getByRole('button', { name: 'Inside' }));
  expect(calendar).not.toHaveBeenCalled();
  fireEvent.focusIn(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(calendar).toHaveBeenCalledWith('outside');
  unmount();

  const toggletip = jest.fn();
  render(<Popup open onDismiss={toggletip} />);
  fireEvent.focusIn(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(toggletip).not.toHaveBeenCalled();
});

test('Escape dismisses only where asked, and says so', () => {
  const withEscape = jest.fn();
  const { unmount } = render(<Popup open onDismiss={withEscape} onEscape />);
  fireEvent.keyDown(document.body, { key: 'Enter' });
  expect(withEscape).not.toHaveBeenCalled();
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(withEscape).toHaveBeenCalledWith('escape');
  unmount();

  const without = jest.fn();
  render(<Popup open onDismiss={without} />);
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(without).not.toHaveBeenCalled();
});

test('a closed popup listens to nothing', () => {
  const onDismiss = jest.fn();
  const { rerender } = render(<Popup open={false} onDismiss={onDismiss} onFocusOutside onEscape />);
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
  fireEvent.focusIn(screen.getByRole('button', { name: 'Elsewhere' }));
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(onDismiss).not.toHaveBeenCalled();
  rerender(<Popup open onDismiss={onDismiss} onFocusOutside onEscape />);
  rerender(<Popup open={false} onDismiss={onDismiss} onFocusOutside onEscape />);
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(onDismiss).not.toHaveBeenCalled();
});

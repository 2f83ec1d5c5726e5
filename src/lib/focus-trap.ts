// Keeping the keyboard inside a dialog or a panel that covers the page: Tab past its last control
// comes back to its first, Shift+Tab before its first goes to its last.
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

/** The controls inside `root` that Tab reaches: enabled, not taken out of the order, and shown. */
export const tabbables = (root: ParentNode): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>('button, [href], input, select, textarea, [tabindex]')].filter(
    (el) => !el.hasAttribute('disabled') && el.tabIndex >= 0 && el.getClientRects().length > 0,
  );

/** On Tab or Shift+Tab at either end of `controls` (in Tab order), moves focus round to the other end. */
export function wrapTab(event: KeyboardEvent | ReactKeyboardEvent, controls: HTMLElement[]) {
  if (event.key !== 'Tab' || controls.length === 0) return;
  const [first, last] = [controls[0], controls[controls.length - 1]];
  const active = document.activeElement;
  if (event.shiftKey ? active === first : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

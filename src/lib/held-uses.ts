// The uses the page's inline loader held on controls marked with `HELD_USE_ATTRIBUTE` before their
// code could answer them (held-use-attribute.ts), given to that code once it is in place.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { earlyPressIn } from './early-press';
import { HELD_USE_ATTRIBUTE, type HeldUse } from './held-use-attribute';

/** Whether a use is waiting on a control that `inside` claims. */
export const hasHeldUse = (inside: (control: Element) => boolean): boolean => (window.heldUses ?? []).some(([control]) => inside(control));

/** The uses held on controls that `inside` claims, taken out of the loader's queue. */
function takeHeldUses(inside: (control: Element) => boolean): HeldUse[] {
  const queue = window.heldUses ?? [];
  const mine = queue.filter(([control]) => inside(control));
  // In place: the loader keeps adding to this very array.
  for (const use of mine) queue.splice(queue.indexOf(use), 1);
  return mine;
}

/**
 * Gives the held uses of the controls that `inside` claims to their code, now in place: each
 * control is the same element, hydrated in place, so the code's own handler answers it. The
 * attribute goes first: the code drops it in its next render, and until then the loader would
 * hold the use again.
 */
export function answerHeldUses(inside: (control: Element) => boolean) {
  for (const [control, key] of takeHeldUses(inside)) {
    if (!control.isConnected) continue;
    control.removeAttribute(HELD_USE_ATTRIBUTE);
    if (key !== '') control.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    else if (control instanceof HTMLElement) control.click();
  }
}

/** Where the code will not come: the controls work as the server wrote them from the next use on (native date fields, a plain link). */
export function releaseHeldControls(selector: string) {
  takeHeldUses((control) => control.closest(selector) !== null);
  for (const control of document.querySelectorAll(`${selector} [${HELD_USE_ATTRIBUTE}]`)) control.removeAttribute(HELD_USE_ATTRIBUTE);
}

/**
 * For a component hydrated with its part of the page (not loaded later): the props that mark its
 * controls until it has hydrated, and the uses held meanwhile answered then.
 */
export function useHeldUntilHydrated(root: RefObject<Element | null>) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    answerHeldUses((control) => root.current?.contains(control) ?? false);
    // Once: the uses held before this first effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { [HELD_USE_ATTRIBUTE]: hydrated ? undefined : '' };
}

/**
 * A press begun on `control` before its code came and released once it has: the browser sends no
 * click when the control changed under the pointer (the browser's date field, whose pressed part
 * is gone once the code's own field takes its place), so the release counts as the click. A
 * layout effect, run as the control goes live: a release just after that render is not missed.
 */
export function useReleaseAsClick(control: RefObject<HTMLElement | null>, live: boolean, onClick: () => void) {
  const latest = useRef(onClick);
  latest.current = onClick;
  useLayoutEffect(() => {
    const element = control.current;
    const press = live && element ? earlyPressIn(element) : null;
    if (!element || !press || press.up) return undefined;
    const pressed = press.down;
    const stop = () => {
      window.removeEventListener('pointerup', onUp, true);
      window.removeEventListener('pointercancel', stop, true);
    };
    const onUp = (event: PointerEvent) => {
      if (event.pointerId !== pressed.pointerId) return;
      stop();
      if (element.contains(event.target as Node | null)) latest.current();
    };
    window.addEventListener('pointerup', onUp, true);
    window.addEventListener('pointercancel', stop, true);
    return stop;
    // Once, when the control goes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);
}

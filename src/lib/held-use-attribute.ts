/**
 * The attribute the server writes on a control that only a feature's code can answer (a date
 * field that opens a calendar, a guests "+" button, the directions' swap button) while that code
 * has not come (lazy-on-first-use.tsx). A phone's tap is a pointer down and a click within about
 * 100 ms, and the code comes hundreds of milliseconds after the pointer down asked for it; so the
 * page's inline loader (plugins/app-scripts-after-hero) stops a click on such a control, or a key
 * that would work the field, and queues it in `window.heldUses`. The feature's code, once in
 * place, drops the attribute and answers the queued uses in turn.
 */
export const HELD_USE_ATTRIBUTE = 'data-hold';

/** A use the loader held: the control, and the key pressed on it (`''` for a click). */
export type HeldUse = [control: Element, key: string];

declare global {
  interface Window {
    heldUses?: HeldUse[];
  }
}

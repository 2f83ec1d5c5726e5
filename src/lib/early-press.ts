// The page's inline loader (plugins/app-scripts-after-hero) keeps the last pointer pressed and the
// last let go from the moment the page is parsed, so that code that comes later learns of a press
// made before it: one still held (a date field pressed as its code came), or one begun and ended
// already (a quick swipe on a slider before the page's scripts ran).

declare global {
  interface Window {
    /** The last `pointerdown`, as the inline loader saw it. */
    pointerDown?: PointerEvent;
    /** The last `pointerup` or `pointercancel`, as the inline loader saw it. */
    pointerUp?: PointerEvent;
  }
}

export type EarlyPress = {
  down: PointerEvent;
  /** Where it was let go, or null while it is still held. */
  up: PointerEvent | null;
};

/** The last press the loader saw begin inside `element`, held or ended; null when there is none. */
export function earlyPressIn(element: Element): EarlyPress | null {
  const { pointerDown: down, pointerUp: up } = window;
  if (!down || !(down.target instanceof Node) || !element.contains(down.target)) return null;
  return { down, up: up && up.pointerId === down.pointerId && up.timeStamp >= down.timeStamp ? up : null };
}

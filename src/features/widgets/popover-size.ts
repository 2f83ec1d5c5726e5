// A popover is 300 px wide and at least 100 px high unless the editor says otherwise
// (`data-width`, `data-height`, in pixels); on a narrow screen it never overflows the window.

const DEFAULT_POPOVER = { width: 300, height: 100 };

const pixels = (value: string | undefined, fallback: number): number => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export function popoverSize(width: string | undefined, height: string | undefined) {
  return { width: pixels(width, DEFAULT_POPOVER.width), height: pixels(height, DEFAULT_POPOVER.height) };
}

/**
 * How far to move a popover centred under its trigger so it stays `margin` px inside the window.
 * Positive moves it right.
 */
export function popoverShift(triggerCentre: number, width: number, viewportWidth: number, margin = 8): number {
  const left = triggerCentre - width / 2;
  const right = triggerCentre + width / 2;
  if (width + 2 * margin >= viewportWidth) return viewportWidth / 2 - triggerCentre;
  if (left < margin) return margin - left;
  if (right > viewportWidth - margin) return viewportWidth - margin - right;
  return 0;
}

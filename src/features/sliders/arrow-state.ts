// A slider that does not loop marks the arrow that cannot go further (at the first slide, the
// "previous" arrow; at the last, the "next" one), so it can look spent and say it is disabled.

export type ArrowState = { prevAtEnd: boolean; nextAtEnd: boolean };

export function arrowState(index: number, count: number, loop: boolean): ArrowState {
  if (count <= 1) return { prevAtEnd: true, nextAtEnd: true };
  if (loop) return { prevAtEnd: false, nextAtEnd: false };
  return { prevAtEnd: index <= 0, nextAtEnd: index >= count - 1 };
}

// The page's HTML holds each number's final value (for visitors without JavaScript or with
// reduced motion, and for search engines), and the counters' code comes only once the visitor
// scrolls or the block is in view. A visitor who jumped straight to the block (End, a link to an
// anchor below it, a fast scroll) saw the final numbers until the code came, then 0, then the
// count: the answer, then a reset (decision 018). So while motion is welcome, numbers nobody has
// seen yet are kept unseen until their counters stand at zero, from the moment the page's script
// runs rather than once the code starts to come: the browser draws a scroll before the page hears
// of it. They are made transparent, not removed: their boxes stay, nothing moves, and a screen
// reader still reads the final number. Out of view this costs nothing; in view it lasts as long
// as the code takes, and at most WAIT_MS. Numbers that may have been seen whole (on the screen,
// or scrolled past, before the script ran; or shown because their code was late) stay as
// written: counting them from zero would be the reset again.
// In every page's bundle: kept small, and without Intl.
import { prefersReducedMotion } from '../../lib/use-reduced-motion';

/** How long numbers may stay unseen while their code is on its way: then they show as written. */
const WAIT_MS = 2000;

const BLOCKS = '.stats-numbers';
/** A numbers block whose numbers may have been seen as written: they stay so, and never count. */
export const SHOWN_WHOLE = '.stats-numbers[data-shown-whole]';

const page = () => document.documentElement.dataset;
const blocks = () => document.querySelectorAll(BLOCKS);
let late: ReturnType<typeof setTimeout> | undefined;

function hide(): boolean {
  const wait = !prefersReducedMotion() && !document.querySelector(SHOWN_WHOLE);
  // On the root, which no render replaces; CSS reads it (wordpress-blocks.css).
  if (wait) page().statsWaiting = '';
  return wait;
}

/** The counters are in place at zero, or there will be none: the numbers show. */
export function countersInPlace(): void {
  clearTimeout(late);
  delete page().statsWaiting;
}

function showWhole(): void {
  blocks().forEach((block) => block.setAttribute('data-shown-whole', ''));
  countersInPlace();
}

/** When the server's HTML is hydrated: hides the numbers until they count, unless they may have been seen. */
export function unseenUntilCounted(): void {
  // A page drawn by a link inside the site gets its mark when the code starts to come.
  if (page().hydrated === 'true') return;
  // Where the blocks are is read before the next frame is drawn, where the browser lays the page
  // out anyway: read during hydration, it laid the page out in the middle of hydration's task.
  requestAnimationFrame(() => {
    blocks().forEach((block) => {
      const { top, height } = block.getBoundingClientRect();
      // On the screen, or scrolled past.
      if (height > 0 && top < window.innerHeight) block.setAttribute('data-shown-whole', '');
    });
    // A scroll in this frame may have sent for the code, and hidden numbers that were on the
    // screen: they show again before the frame is drawn.
    if (!hide()) countersInPlace();
  });
}

/** The counters' code on its way: the numbers show if it fails, or has not come in WAIT_MS. */
export function whileCodeComes<T>(code: Promise<T>): Promise<T> {
  // The build renders the numbers with their code, at once.
  if (typeof document === 'undefined') return code;
  // Motion may have become unwelcome since the page started: then nothing waits for a count.
  if (hide()) late = setTimeout(showWhole, WAIT_MS);
  else countersInPlace();
  return code.catch((error: unknown) => {
    countersInPlace();
    throw error;
  });
}

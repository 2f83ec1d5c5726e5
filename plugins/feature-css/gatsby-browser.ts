import type { GatsbyBrowser } from 'gatsby';

// A page carries the stylesheets of its own features only; the others are listed empty in its
// head (gatsby-ssr.tsx). A page of the site rendered here after a link is followed may have those
// features: their stylesheets are fetched as soon as the visitor points at, touches or focuses a
// link to another page of the site, so that they are there when it is drawn, and at the latest
// when the page changes.
const INTENT = ['pointerover', 'touchstart', 'focusin'] as const;

function loadDeferredStylesheets() {
  for (const type of INTENT) removeEventListener(type, onIntent, true);
  for (const placeholder of document.querySelectorAll<HTMLStyleElement>('style[data-deferred]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = placeholder.dataset.href ?? '';
    placeholder.removeAttribute('data-deferred');
    // In the placeholder's place: the same order among the stylesheets as when inlined.
    placeholder.after(link);
  }
}

function onIntent(event: Event) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (link instanceof HTMLAnchorElement && link.origin === location.origin && link.pathname !== location.pathname) loadDeferredStylesheets();
}

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  if (!document.querySelector('style[data-deferred]')) return;
  for (const type of INTENT) addEventListener(type, onIntent, { capture: true, passive: true });
};

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) loadDeferredStylesheets();
};

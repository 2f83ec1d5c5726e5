// Features whose HTML the build renders whole (a form a visitor can read, fill in and send) load
// their code when the visitor first reaches for them, not with the page: a phone that only reads
// the page never downloads, parses or runs it. During hydration Preact keeps the server's HTML of
// a part whose code has not come, with what was typed into its fields, and hydrates it in place
// when the code arrives; the feature then reads what was typed from its fields. A tap or key on a
// control only the code can answer is held until it comes, then answered (held-use-attribute.ts).
import * as React from 'react';
import { answerHeldUses, hasHeldUse, releaseHeldControls } from './held-uses';

type Module<P> = { default: React.ComponentType<P> };

type Options = {
  /** The feature's outermost element in the server's HTML: what counts as reaching for it. */
  selector: string;
  /** An element inside it that loads the code when it comes into view (what the feature shows by itself there: a map). */
  inView?: string;
  /** The visitor scrolling the page counts too: a block further down whose code must be in place before it is seen. */
  scrolling?: boolean;
};

// What the fields of a feature's forms held just before its code took them over. Hydration keeps
// most of what was typed in the fields, but not all (Preact empties a textarea), so a feature
// reads what was typed from here.
const typedBefore = new WeakMap<HTMLFormElement, FormData>();

/** What the visitor had put in `form` when its code arrived (asked once; later, what it holds). */
export function fieldsBeforeCode(form: HTMLFormElement): FormData {
  const typed = typedBefore.get(form) ?? new FormData(form);
  typedBefore.delete(form);
  return typed;
}

/**
 * Reaching for a feature: a pointer over or on it, focus in it, a key pressed in it, or a use of
 * one of its controls that the page's loader held (`held`, held-use-attribute.ts).
 */
const USE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'held'] as const;

/**
 * A lazily loaded component whose code waits for the visitor's first use of the feature
 * (`useLoadOnFirstUse` where it is rendered). A form sent, or a held control clicked, before the
 * code is there is held and given again once the feature is in place, so that the feature
 * answers it in the page.
 */
export function lazyOnFirstUse<P extends object>(load: () => Promise<Module<P>>, { selector, inView, scrolling = false }: Options) {
  let begin = () => {};
  const used = new Promise<void>((resolve) => (begin = resolve));
  let settled = false;
  const held: (() => void)[] = [];
  const settle = () => {
    settled = true;
    for (const send of held.splice(0)) send();
  };
  const ownControl = (control: Element) => control.closest(selector) !== null;
  const takeOver = () => {
    settle();
    answerHeldUses(ownControl);
  };

  const Component = React.lazy(async (): Promise<Module<P>> => {
    // The build renders the feature whole, at once.
    const inBrowser = typeof document !== 'undefined';
    if (inBrowser) await used;
    const { default: Feature } = await load().catch(() => {
      // Offline, or a newer deployment removed the file: the server's HTML stays as it is, and a
      // form goes the way it would without JavaScript.
      if (inBrowser) releaseHeldControls(selector);
      settle();
      return new Promise<never>(() => undefined);
    });
    if (inBrowser)
      for (const form of document.querySelectorAll<HTMLFormElement>(`${selector} form, form${selector}`)) typedBefore.set(form, new FormData(form));
    function InPlace(props: P) {
      // What was held is given once the feature has rendered with what it set up on arrival (the
      // stay in the address, what was typed): its handlers then see that state.
      const [arrived, setArrived] = React.useState(false);
      React.useEffect(() => setArrived(true), []);
      React.useEffect(() => {
        if (arrived) takeOver();
      }, [arrived]);
      return <Feature {...props} />;
    }
    return { default: InPlace };
  });

  /**
   * Listens for the first use. Loads at once when `now()` says so (state in the address to show),
   * when the visitor reached for the feature before the page's scripts ran (focus is in it, or
   * the pointer over it), or when the page came by a link inside the site: its HTML was not the
   * server's, so there is nothing to keep, and the feature's fallback shows until the code comes.
   */
  function useLoadOnFirstUse(now: () => boolean = () => false) {
    React.useEffect(() => {
      const reached = () =>
        hasHeldUse(ownControl) ||
        [...document.querySelectorAll(selector)].some((feature) => feature.contains(document.activeElement) || feature.matches(':hover'));
      if (now() || document.documentElement.dataset.hydrated === 'true' || reached()) {
        begin();
        return undefined;
      }
      const inFeature = (event: Event) => event.target instanceof Element && event.target.closest(selector) !== null;
      const onUse = (event: Event) => {
        if (inFeature(event)) begin();
      };
      const onSubmit = (event: SubmitEvent) => {
        const form = event.target;
        if (settled || !inFeature(event) || !(form instanceof HTMLFormElement)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        const submitter = event.submitter;
        held.push(() => form.requestSubmit(submitter));
        begin();
      };
      const observed = inView ? document.querySelector(`${selector} ${inView}`) : null;
      const observer =
        observed && typeof IntersectionObserver !== 'undefined'
          ? new IntersectionObserver((entries) => {
              if (entries.some((entry) => entry.isIntersecting)) begin();
            })
          : null;
      if (observed) observer?.observe(observed);
      if (scrolling) window.addEventListener('scroll', begin, { once: true, passive: true });
      // A link on the page that puts state in the address (a route in the hash) shows it too.
      const onAddress = () => {
        if (now()) begin();
      };
      window.addEventListener('hashchange', onAddress);
      for (const type of USE_EVENTS) document.addEventListener(type, onUse, true);
      document.addEventListener('submit', onSubmit, true);
      const stopWaiting = () => {
        observer?.disconnect();
        window.removeEventListener('scroll', begin);
        window.removeEventListener('hashchange', onAddress);
        for (const type of USE_EVENTS) document.removeEventListener(type, onUse, true);
      };
      void used.then(stopWaiting);
      return () => {
        stopWaiting();
        document.removeEventListener('submit', onSubmit, true);
      };
      // Once: the promise it settles belongs to the module, not to this render.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
  }

  return { Component, useLoadOnFirstUse };
}

import { withPrefix } from 'gatsby';
import * as React from 'react';
import { createContext, useCallback, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { loadStylesheet } from '../../lib/load-stylesheet';
import type { LightboxItem } from './lightbox-logic';
import type { ViewerProps } from './LightboxViewer';

type Viewer = ComponentType<ViewerProps>;

// The viewer (YARL and its stylesheet) is only downloaded when a visitor first opens a picture;
// pages keep plain links to the files until then.
let viewer: Promise<Viewer> | undefined;
const loadViewer = (): Promise<Viewer> => {
  viewer ??= Promise.all([import('./LightboxViewer'), loadStylesheet(withPrefix('/lightbox/lightbox.css'))]).then(
    ([module]) => module.default,
    (error: unknown) => {
      viewer = undefined;
      throw error;
    },
  );
  return viewer;
};

type GroupApi = { open: (index: number, trigger: HTMLAnchorElement) => void };

export const LightboxContext = createContext<GroupApi | null>(null);

/** The pictures that browse together (a gallery, or one linked image) and the viewer showing them. */
export function LightboxGroup({ items, children }: { items: LightboxItem[]; children: ReactNode }) {
  const [shown, setShown] = useState<{ Viewer: Viewer; index: number } | null>(null);
  const trigger = useRef<HTMLAnchorElement | null>(null);
  const openAt = useCallback((index: number, from: HTMLAnchorElement) => {
    trigger.current = from;
    loadViewer().then(
      (Viewer) => setShown({ Viewer, index }),
      // Without the viewer (offline, a failed download) the link does what it always did.
      () => window.location.assign(from.href),
    );
  }, []);
  const api = useMemo(() => ({ open: openAt }), [openAt]);
  const close = useCallback(() => {
    setShown(null);
    // Back to the thumbnail the visitor opened, so they keep their place on the page (YARL only
    // goes back to what had focus, and a tapped link does not always take it).
    trigger.current?.focus();
  }, []);

  return (
    <LightboxContext.Provider value={api}>
      {children}
      {shown && <shown.Viewer items={items} index={shown.index} onClose={close} />}
    </LightboxContext.Provider>
  );
}

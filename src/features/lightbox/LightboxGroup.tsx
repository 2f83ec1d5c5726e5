import * as React from 'react';
import { createContext, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LightboxItem } from './lightbox-logic';

// The dialog is only downloaded when a visitor first opens a picture.
const LightboxDialog = React.lazy(() => import('./LightboxDialog'));

type GroupApi = { open: (index: number, trigger: HTMLElement) => void };

export const LightboxContext = createContext<GroupApi | null>(null);

/** The pictures that browse together (a gallery, or one linked image) and the dialog showing them. */
export function LightboxGroup({ items, children }: { items: LightboxItem[]; children: ReactNode }) {
  const [index, setIndex] = useState<number | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const open = useCallback((at: number, from: HTMLElement) => {
    trigger.current = from;
    setIndex(at);
  }, []);
  const api = useMemo(() => ({ open }), [open]);
  const close = () => {
    setIndex(null);
    // Back to the thumbnail the visitor opened, so they keep their place on the page.
    trigger.current?.focus();
  };

  return (
    <LightboxContext.Provider value={api}>
      {children}
      {index !== null && (
        <Suspense fallback={null}>
          <LightboxDialog items={items} index={index} onIndex={setIndex} onClose={close} />
        </Suspense>
      )}
    </LightboxContext.Provider>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';

/** True after `ms` without activity; `wake` (called on any pointer or key use) restarts the wait. */
export function useIdle(ms: number) {
  const [idle, setIdle] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const wake = useCallback(() => {
    setIdle(false);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIdle(true), ms);
  }, [ms]);
  useEffect(() => {
    wake();
    return () => window.clearTimeout(timer.current);
  }, [wake]);
  return { idle, wake };
}

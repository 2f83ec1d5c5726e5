import { useCallback, useEffect, useRef, useState } from 'react';

/** True after `ms` without activity; `wake` restarts the wait, `toggle` answers a tap. */
export function useIdle(ms: number) {
  const [idle, setIdle] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const wake = useCallback(() => {
    setIdle(false);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIdle(true), ms);
  }, [ms]);
  const toggle = useCallback(() => {
    setIdle((was) => {
      window.clearTimeout(timer.current);
      if (was) timer.current = window.setTimeout(() => setIdle(true), ms);
      return !was;
    });
  }, [ms]);
  useEffect(() => {
    wake();
    return () => window.clearTimeout(timer.current);
  }, [wake]);
  return { idle, wake, toggle };
}

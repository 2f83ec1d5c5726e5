import * as React from 'react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { StatCounter } from './StatCounter';
import { StatCounterCode, StatsVisibility } from './StatsContext';

/**
 * The numbers block: puts its counters in place of the numbers and tells them when it has
 * scrolled into view, once. Without IntersectionObserver the numbers simply stay as written.
 */
export default function StatsNumbers({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState<boolean | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.some((entry) => entry.isIntersecting);
        setVisible(seen);
        if (seen) observer.disconnect();
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={className}>
      <StatCounterCode.Provider value={StatCounter}>
        <StatsVisibility.Provider value={{ visible }}>{children}</StatsVisibility.Provider>
      </StatCounterCode.Provider>
    </div>
  );
}

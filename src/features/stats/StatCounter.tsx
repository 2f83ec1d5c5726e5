import * as React from 'react';
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../lib/use-reduced-motion';
import { formatStatNumber, parseStatNumber, type StatNumber } from './stat-number';
import { StatsVisibility } from './StatsContext';
import { countersInPlace, SHOWN_WHOLE } from './unseen-until-counted';
import * as utilities from '../../styles/utilities.module.css';

const COUNT_DURATION_MS = 700;

/**
 * One number. The HTML holds the final value (for visitors without JavaScript and for search
 * engines); in the browser it counts up from zero, in 700 ms, when its block comes into view.
 * With reduced motion, or when it may have been seen whole before it could count
 * (unseen-until-counted.ts), it keeps the final value. While it may count, the moving number is hidden
 * from assistive technology, which reads the final value beside it: a screen reader reaching the
 * block before it was seen would otherwise read "0 rooms".
 */
export function StatCounter({ text, locale, className }: { text: string; locale: string; className?: string }) {
  // Read here, not in the enhancer: reading a number asks Intl for the locale's decimal mark, and
  // this code loads only once the visitor scrolls or the block is in view (enhancer.tsx).
  const number = useMemo(() => parseStatNumber(text, locale), [text, locale]);
  return number ? <Counter number={number} locale={locale} className={className} /> : <strong className={className}>{text}</strong>;
}

function Counter({ number, locale, className }: { number: StatNumber; locale: string; className?: string }) {
  const ref = useRef<HTMLElement>(null);
  const { visible } = useContext(StatsVisibility);
  const finalText = `${number.prefix}${formatStatNumber(number.value, number.fractionDigits, locale)}${number.suffix}`;
  const started = useRef(false);
  const mounted = useRef(true);
  // False in the page's HTML, with reduced motion and once seen whole: then the number never moves, and is read as it is.
  const [counts, setCounts] = useState(false);
  useEffect(() => {
    mounted.current = true;
    setCounts(!prefersReducedMotion() && ref.current?.closest(SHOWN_WHOLE) === null);
    return () => {
      mounted.current = false;
    };
  }, []);
  const { value, fractionDigits, prefix, suffix } = number;

  useEffect(() => {
    const element = ref.current;
    if (!element || !counts || started.current) return undefined;
    const format = (n: number) => `${prefix}${formatStatNumber(n, fractionDigits, locale)}${suffix}`;
    // At zero from here on, so the count is seen from its start wherever the visitor is; the
    // numbers, kept unseen until now, may show.
    element.textContent = format(0);
    countersInPlace();
    if (!visible) return undefined;
    started.current = true;
    // The text is written straight to the element: React renders only the final value and never
    // updates this text, so the two cannot disagree.
    import('countup.js')
      .then(({ CountUp }) => {
        if (!mounted.current) return;
        const counter = new CountUp(element, value, {
          duration: COUNT_DURATION_MS / 1000,
          decimalPlaces: fractionDigits,
          formattingFn: format,
          useEasing: true,
        });
        if (counter.error) element.textContent = finalText;
        else counter.start();
      })
      // Offline: the number as written, rather than zero for good.
      .catch(() => {
        element.textContent = finalText;
      });
    return undefined;
  }, [counts, visible, value, fractionDigits, prefix, suffix, locale, finalText]);

  if (!counts)
    return (
      <strong ref={ref} className={className}>
        {finalText}
      </strong>
    );
  return (
    <>
      <strong ref={ref} className={className} aria-hidden="true">
        {finalText}
      </strong>
      <span className={utilities.visuallyHidden}>{finalText}</span>
    </>
  );
}

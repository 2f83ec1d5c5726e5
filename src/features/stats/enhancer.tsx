import * as React from 'react';
import { useContext, useEffect, type ReactNode } from 'react';
import { closest, hasClass, textOf, type Element } from '../../content/dom';
import type { Enhancer } from '../../content/registry';
import { bcp47 } from '../../lib/locale';
import { lazyOnFirstUse } from '../../lib/lazy-on-first-use';
import { hasStatNumber } from './stat-number-pattern';
import { StatCounterCode } from './StatsContext';
import { unseenUntilCounted, whileCodeComes } from './unseen-until-counted';

// The build renders the numbers whole. Their code (the counters, and Intl.NumberFormat, whose
// first use on a page loads the locale's number data: 25 to 126 ms of a desktop's main thread,
// four times that on a phone; decision 018) loads once the visitor scrolls or the block is in view, in time to
// count when it is seen (lazy-on-first-use.tsx). Until the counters stand at zero, numbers not yet
// seen are kept unseen, so that the final ones never show before the count (unseen-until-counted.ts).
const { Component: StatsNumbers, useLoadOnFirstUse } = lazyOnFirstUse(() => whileCodeComes(import(/* webpackChunkName: "stats" */ './StatsNumbers')), {
  selector: '.stats-numbers',
  inView: 'strong',
  scrolling: true,
});

function StatsOnFirstUse({ className, children }: { className?: string; children: ReactNode }) {
  useLoadOnFirstUse();
  useEffect(unseenUntilCounted, []);
  return (
    <React.Suspense fallback={<div className={className}>{children}</div>}>
      <StatsNumbers className={className}>{children}</StatsNumbers>
    </React.Suspense>
  );
}

function StatNumber({ text, locale, className }: { text: string; locale: string; className?: string }) {
  const Counter = useContext(StatCounterCode);
  return Counter ? <Counter text={text} locale={locale} className={className} /> : <strong className={className}>{text}</strong>;
}

const insideStats = (element: Element): boolean => closest(element, (parent) => hasClass(parent, 'stats-numbers')) !== null;

/** A Group with class `stats-numbers`: it watches for the block coming into view. */
export const statsEnhancer: Enhancer = {
  name: 'stats',
  matches: (element) => hasClass(element, 'stats-numbers'),
  render: (element, { renderChildren }) => <StatsOnFirstUse className={element.attribs.class}>{renderChildren(element.children)}</StatsOnFirstUse>,
};

/** A bold number inside such a Group counts up. Bold text that is not a number stays as written. */
export const statNumberEnhancer: Enhancer = {
  name: 'stat-number',
  matches: (element) => element.name === 'strong' && insideStats(element) && hasStatNumber(textOf(element)),
  render: (element, { locale }) => <StatNumber text={textOf(element)} locale={bcp47(locale)} className={element.attribs.class} />,
};

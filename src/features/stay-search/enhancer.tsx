// A block with class `stay-search` keeps what the editor wrote (heading, text, a link to write
// to the hotel: what visitors without JavaScript get) and gains the search form under it. The
// page's HTML has the form; its code loads when the visitor first reaches for the block
// (lazy-on-first-use.tsx).
import * as React from 'react';
import { hasClass } from '../../content/dom';
import type { Enhancer } from '../../content/registry';
import { lazyOnFirstUse } from '../../lib/lazy-on-first-use';
import * as styles from './stay-search.module.css';

const { Component: StaySearch, useLoadOnFirstUse } = lazyOnFirstUse(() => import(/* webpackChunkName: "stay-search" */ './StaySearch'), {
  selector: '.stay-search',
});

type Props = { className: string; language: string; locale: string; timeZone: string | null; children: React.ReactNode };

function StaySearchBlock({ className, language, locale, timeZone, children }: Props) {
  useLoadOnFirstUse();
  return (
    <div className={className}>
      {children}
      <React.Suspense fallback={<div className={styles.placeholder} />}>
        <StaySearch language={language} locale={locale} timeZone={timeZone} />
      </React.Suspense>
    </div>
  );
}

export const staySearch: Enhancer = {
  name: 'stay-search',
  matches: (element) => hasClass(element, 'stay-search'),
  render: (element, { renderChildren, language, locale, timeZone }) => (
    <StaySearchBlock className={element.attribs.class ?? 'stay-search'} language={language} locale={locale} timeZone={timeZone}>
      {renderChildren(element.children)}
    </StaySearchBlock>
  ),
};

// A block with class `stay-search` keeps what the editor wrote (heading, text, a link to write
// to the hotel: what visitors without JavaScript get) and gains the search form under it.
import * as React from 'react';
import { hasClass } from '../../content/dom';
import type { Enhancer } from '../../content/registry';
import * as styles from './stay-search.module.css';

const StaySearch = React.lazy(() => import('./StaySearch'));

type Props = { className: string; language: string; locale: string; timeZone: string | null; children: React.ReactNode };

function StaySearchBlock({ className, language, locale, timeZone, children }: Props) {
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

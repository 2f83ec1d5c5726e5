// A block with class `stay-search` keeps what the editor wrote (heading, text, a link to write
// to the hotel: what visitors without JavaScript get) and gains the search form under it.
import { graphql, useStaticQuery } from 'gatsby';
import type { DOMNode } from 'html-react-parser';
import * as React from 'react';
import { hasClass, type Enhancer } from '../../content/registry';
import * as styles from './stay-search.module.css';

const StaySearch = React.lazy(() => import('./StaySearch'));

type Props = { className: string; language: string; locale: string; children: React.ReactNode };

function StaySearchBlock({ className, language, locale, children }: Props) {
  // The hotel's time zone (WordPress → Settings → General) decides which day is "today".
  const data = useStaticQuery<{ wp: { generalSettings: { timezone: string | null } | null } | null }>(graphql`
    query StaySearchTimeZone {
      wp {
        generalSettings {
          timezone
        }
      }
    }
  `);
  return (
    <div className={className}>
      {children}
      <React.Suspense fallback={<div className={styles.placeholder} />}>
        <StaySearch language={language} locale={locale} timeZone={data.wp?.generalSettings?.timezone ?? null} />
      </React.Suspense>
    </div>
  );
}

export const staySearch: Enhancer = {
  name: 'stay-search',
  matches: (element) => hasClass(element, 'stay-search'),
  render: (element, { renderChildren, language, locale }) => (
    <StaySearchBlock className={element.attribs.class ?? 'stay-search'} language={language} locale={locale}>
      {renderChildren(element.children as DOMNode[])}
    </StaySearchBlock>
  ),
};

import * as React from 'react';
import type { UiStrings } from '../lib/translate';
import { UiStringsProvider } from '../lib/use-translation';

// Page props are untyped at this point (Gatsby passes every page's here), so the strings are
// checked rather than cast; pages without them (Gatsby's own) get none.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isUiStrings = (value: unknown): value is UiStrings =>
  isRecord(value) && Object.values(value).every((ns) => isRecord(ns) && Object.values(ns).every((text) => typeof text === 'string'));

/** The UI strings the page's query asked for (`...LayoutData`), or none. */
export const pageUiStrings = (data: unknown): UiStrings => (isRecord(data) && isUiStrings(data.uiStrings) ? data.uiStrings : {});

/** Wraps every page (gatsby-browser and gatsby-ssr) in the UI strings of its language. */
export function PageStrings({ pageContext, data, children }: { pageContext: Record<string, unknown>; data: unknown; children: React.ReactNode }) {
  const language = typeof pageContext.language === 'string' ? pageContext.language : 'en';
  return (
    <UiStringsProvider language={language} strings={pageUiStrings(data)}>
      {children}
    </UiStringsProvider>
  );
}

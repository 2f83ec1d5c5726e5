import * as React from 'react';
import type { UiStrings } from '../lib/translate';
import { UiStringsProvider } from '../lib/use-translation';

// Page contexts are untyped at this point (Gatsby passes every page's context here), so the
// strings are checked rather than cast; pages without them (Gatsby's own) get none.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isUiStrings = (value: unknown): value is UiStrings =>
  isRecord(value) && Object.values(value).every((ns) => isRecord(ns) && Object.values(ns).every((text) => typeof text === 'string'));

/** Wraps every page (gatsby-browser and gatsby-ssr) in the UI strings of its language. */
export function PageStrings({ pageContext, children }: { pageContext: Record<string, unknown>; children: React.ReactNode }) {
  const language = typeof pageContext.language === 'string' ? pageContext.language : 'en';
  const strings = isUiStrings(pageContext.strings) ? pageContext.strings : {};
  return (
    <UiStringsProvider language={language} strings={strings}>
      {children}
    </UiStringsProvider>
  );
}

// Component tests read the real strings, so a renamed key shows up as a failing test.
import * as React from 'react';
import { uiStringsFor } from '../../src/lib/ui-strings-files.server';
import { UiStringsProvider } from '../../src/lib/use-translation';

/** A `wrapper` for Testing Library's `render`: the page's strings, as the build gives them. */
export function stringsWrapper(language = 'en') {
  const strings = uiStringsFor(language, language);
  return function Strings({ children }: { children: React.ReactNode }) {
    return (
      <UiStringsProvider language={language} strings={strings}>
        {children}
      </UiStringsProvider>
    );
  };
}

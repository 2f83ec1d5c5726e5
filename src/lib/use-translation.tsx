import * as React from 'react';
import { translate, type TranslateValues, type UiStrings } from './translate';

type Strings = { language: string; strings: UiStrings };

const StringsContext = React.createContext<Strings>({ language: 'en', strings: {} });

/** Gives the page's UI strings (from its page context) to every component below it. */
export function UiStringsProvider({ language, strings, children }: Strings & { children: React.ReactNode }) {
  const value = React.useMemo(() => ({ language, strings }), [language, strings]);
  return <StringsContext.Provider value={value}>{children}</StringsContext.Provider>;
}

/** `t(key, values)` for one namespace of the page's language; `t` keeps its identity while the page does. */
export function useTranslation(namespace = 'common') {
  const { language, strings } = React.useContext(StringsContext);
  const t = React.useCallback(
    (key: string, values?: TranslateValues) => translate(strings[namespace] ?? {}, language, key, values),
    [strings, namespace, language],
  );
  return { t, language };
}

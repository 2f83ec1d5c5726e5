import { useEffect, useState } from 'react';

/**
 * A value kept outside React (a cookie, a media query), read as React's `useSyncExternalStore`
 * reads it on a server-rendered page: the server's value while the page is rendered and hydrated,
 * so that the first render in the browser matches the HTML, then the browser's value, and again
 * at every change. Preact's compatibility layer, which runs the site in browsers (decision 016),
 * has no server snapshot: it reads the browser's value during hydration, and on the server reads
 * `document`.
 */
export function useBrowserStore<T>(subscribe: (listener: () => void) => () => void, browserValue: () => T, serverValue: T): T {
  const [value, setValue] = useState<T>(serverValue);
  useEffect(() => {
    const update = () => setValue(browserValue());
    update();
    return subscribe(update);
  }, [subscribe, browserValue]);
  return value;
}

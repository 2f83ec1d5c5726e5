// The browser side of share-count fetching: JSON through fetch, JSONP through a script tag
// (some networks answer only that way). Both give up after a few seconds.
import type { Fetcher } from './share-count-sources';

const TIMEOUT_MS = 8000;
let jsonpCalls = 0;

function jsonp(url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const name = `__shareCount${++jsonpCalls}`;
    const script = document.createElement('script');
    const callbacks = window as unknown as Record<string, unknown>;
    const done = () => {
      clearTimeout(timer);
      delete callbacks[name];
      script.remove();
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no answer from ${url}`));
    }, TIMEOUT_MS);
    callbacks[name] = (body: unknown) => {
      done();
      resolve(body);
    };
    script.onerror = () => {
      done();
      reject(new Error(`could not load ${url}`));
    };
    script.src = `${url}${url.includes('?') ? '&' : '?'}callback=${name}`;
    document.head.appendChild(script);
  });
}

export const loadBody: Fetcher = async (url, format) => {
  if (format === 'jsonp') return jsonp(url);
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), credentials: 'omit' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

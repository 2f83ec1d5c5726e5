// A GET that gives parsed JSON whatever the HTTP status: OSRM and Nominatim explain their
// refusals in a JSON body, which is more useful than the status alone.
const TIMEOUT_MS = 15_000;

export async function fetchJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const response = await fetch(url, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout, headers: { Accept: 'application/json' } });
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${url} answered HTTP ${response.status} without JSON`);
  }
}

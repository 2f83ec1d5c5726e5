// The two requests of a form: the submission (multipart, as CF7 requires) and the refill of its
// quiz and captcha. Anything that is not CF7's answer (no connection, timeout, a 5xx, a body that
// is not JSON, a REST error) comes back as a failure with its reason; nothing throws.
import { parseFeedbackText, readRefill, type Feedback, type Refill } from './feedback-response';

export type SendResult = { ok: true; feedback: Feedback } | { ok: false; reason: string };

const TIMEOUT_MS = 30_000;

async function fetchWithTimeout(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

export async function sendFeedback(url: string, entries: [string, string][], timeoutMs = TIMEOUT_MS): Promise<SendResult> {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  let response: Response;
  let text: string;
  try {
    response = await fetchWithTimeout(url, { method: 'POST', body, headers: { Accept: 'application/json' } }, timeoutMs);
    text = await response.text();
  } catch (error) {
    return { ok: false, reason: error instanceof Error && error.name === 'AbortError' ? 'timeout' : 'network' };
  }
  if (response.status >= 500) return { ok: false, reason: `HTTP ${response.status}` };
  const result = parseFeedbackText(text);
  if (result.kind === 'feedback') return { ok: true, feedback: result };
  return { ok: false, reason: result.kind === 'rest-error' ? result.code : result.reason };
}

export async function fetchRefill(url: string, nonce: string | null, timeoutMs = TIMEOUT_MS): Promise<Refill | null> {
  try {
    const response = await fetchWithTimeout(url, { headers: { Accept: 'application/json', ...(nonce ? { 'X-WP-Nonce': nonce } : {}) } }, timeoutMs);
    if (!response.ok) return null;
    const refill = readRefill(await response.json());
    return 'kind' in refill ? null : refill;
  } catch {
    return null;
  }
}

// Messages from embedded WordPress posts. The embed page posts `{ message, value, secret }` to
// the page around it; only a message whose secret is alphanumeric and whose sender is the very
// frame carrying that secret is believed, so no other frame can resize or redirect anything.

const MIN_EMBED_HEIGHT = 200;
const MAX_EMBED_HEIGHT = 1000;

export type EmbedMessage = { type: 'height'; secret: string; height: number } | { type: 'link'; secret: string; url: string };

const SECRET = /^[a-zA-Z0-9]+$/;

export const isEmbedSecret = (secret: unknown): secret is string => typeof secret === 'string' && SECRET.test(secret);

export const clampEmbedHeight = (height: number): number => Math.min(MAX_EMBED_HEIGHT, Math.max(MIN_EMBED_HEIGHT, Math.round(height)));

/** The message in an event's data, or null when it is not a well-formed WordPress embed message. */
export function readEmbedMessage(data: unknown): EmbedMessage | null {
  if (data === null || typeof data !== 'object') return null;
  const { message, value, secret } = data as Record<string, unknown>;
  if (!isEmbedSecret(secret)) return null;
  if (message === 'height') {
    const height = typeof value === 'string' ? Number(value) : value;
    return typeof height === 'number' && Number.isFinite(height) ? { type: 'height', secret, height: clampEmbedHeight(height) } : null;
  }
  if (message === 'link' && typeof value === 'string') return { type: 'link', secret, url: value };
  return null;
}

/** The embed frame a message is for: the one with its secret, and only if that frame sent it. */
export function frameForMessage<F extends { secret: string; window: unknown }>(frames: readonly F[], message: EmbedMessage, source: unknown): F | null {
  const frame = frames.find((candidate) => candidate.secret === message.secret);
  return frame && source !== null && frame.window === source ? frame : null;
}

/** A link followed inside an embed opens in the page only when it stays on the embed's own host (as WordPress does). */
export function followableLink(url: string, frameSrc: string): string | null {
  try {
    const target = new URL(url);
    return (target.protocol === 'https:' || target.protocol === 'http:') && target.host === new URL(frameSrc).host ? target.href : null;
  } catch {
    return null;
  }
}

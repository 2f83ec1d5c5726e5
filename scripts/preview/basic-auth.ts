// The preview server's one credential: the preview password, sent with HTTP Basic authentication
// by the editor's browser (asked once per browser session) and by WordPress, whose Preview webhook
// address carries it (`https://preview:<password>@…/__refresh`; WordPress sends it as Basic).
import { createHash, timingSafeEqual } from 'node:crypto';

/** The password of a Basic `Authorization` header, whatever the user name; null when absent or malformed. */
export function basicPassword(header: string | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? null : decoded.slice(colon + 1);
}

// Compared as digests, so that the time taken says nothing about the password's length or prefix.
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export function isAuthorised(header: string | undefined, secret: string): boolean {
  const password = basicPassword(header);
  return password !== null && timingSafeEqual(digest(password), digest(secret));
}

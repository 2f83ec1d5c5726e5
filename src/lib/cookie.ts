// Reading and writing one cookie as strings, so the rules (encoding, lifetime, scope) are tested
// without a browser; `document.cookie` is touched only by the consent store.

/** The value of the cookie `name` in a `document.cookie` string, or null when it is not set. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export type CookieOptions = {
  /** Lifetime in days; 0 or less deletes the cookie. */
  days: number;
  /** Only over HTTPS (set when the page itself is served over HTTPS). */
  secure: boolean;
};

/** A `Set-Cookie`-style string for `document.cookie`, valid for the whole site. */
export function serializeCookie(name: string, value: string, { days, secure }: CookieOptions): string {
  const maxAge = Math.max(0, Math.round(days * 86400));
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

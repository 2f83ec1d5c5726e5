// WordPress's is_email(): deliberately simpler than RFC 5322, and what WPGraphQL checks a
// commenter's address against. A library validator would accept and refuse other addresses.
const LOCAL_PART = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const SUBDOMAIN = /^[a-z0-9-]+$/i;

export function isEmail(email: string): boolean {
  if (email.length < 6) return false;
  const at = email.indexOf('@', 1);
  if (at === -1) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (!LOCAL_PART.test(local)) return false;
  if (domain.includes('..')) return false;
  const trimmed = domain.replace(/^[\s.-]+|[\s.-]+$/g, '');
  if (trimmed !== domain) return false;
  const parts = domain.split('.');
  if (parts.length < 2) return false;
  return parts.every((part) => SUBDOMAIN.test(part) && !part.startsWith('-') && !part.endsWith('-'));
}

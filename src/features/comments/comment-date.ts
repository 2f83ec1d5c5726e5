// Comment dates as a reader sees them, in the page's language. WordPress gives the site's local
// time without a zone ("2026-05-13 18:42:00"); it is shown as written, so the build and every
// visitor's browser agree whatever their own time zone.
import { bcp47 } from '../../lib/locale';

const PARTS = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/;

function asUtc(date: string): Date | null {
  const m = PARTS.exec(date.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  const value = new Date(Date.UTC(y, mo - 1, d, h, mi, s || 0));
  return Number.isNaN(value.getTime()) ? null : value;
}

/** "May 13, 2026 at 6:42 PM" / "13 mai 2026 à 18:42" / "13. Mai 2026 um 18:42"; '' when unreadable. */
export function formatCommentDate(date: string, wordpressLocale: string): string {
  const value = asUtc(date);
  if (!value) return '';
  return new Intl.DateTimeFormat(bcp47(wordpressLocale), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(value);
}

/** The `datetime` attribute: the GMT date as ISO 8601, or the local one without a zone. */
export function commentDateTime(date: string, dateGmt?: string | null): string {
  const gmt = dateGmt ? asUtc(dateGmt) : null;
  if (gmt) return gmt.toISOString().replace('.000Z', 'Z');
  const local = asUtc(date);
  return local ? local.toISOString().slice(0, 19) : '';
}

// What MotoPress Hotel Booking's search results page reads from its search form: the dates in
// its transfer format (Y-m-d), adults and children. Read apart from HTTP, so the rules are tested.

type SearchRequest = { checkin: string; checkout: string; nights: number; adults: number; children: number };

export type SearchReading = { ok: true; search: SearchRequest } | { ok: false; field: string; message: string };

const day = (text: unknown): Date | null => {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? date : null;
};

const count = (text: unknown, fallback: number): number | null => {
  if (text === undefined || text === '') return fallback;
  return typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : null;
};

/** `today` is the hotel's date (Y-m-d); arrivals before it are refused, as the plugin does. */
export function readSearchRequest(query: Record<string, unknown>, today: string): SearchReading {
  const checkin = day(query.mphb_check_in_date);
  if (!checkin) return { ok: false, field: 'mphb_check_in_date', message: 'The check-in date is missing or is not a date (expected YYYY-MM-DD).' };
  const checkout = day(query.mphb_check_out_date);
  if (!checkout) return { ok: false, field: 'mphb_check_out_date', message: 'The check-out date is missing or is not a date (expected YYYY-MM-DD).' };
  if (String(query.mphb_check_in_date) < today) return { ok: false, field: 'mphb_check_in_date', message: 'The check-in date has already passed.' };
  const nights = Math.round((checkout.getTime() - checkin.getTime()) / 86_400_000);
  if (nights < 1) return { ok: false, field: 'mphb_check_out_date', message: 'The check-out date must come after the check-in date.' };
  const adults = count(query.mphb_adults, 1);
  if (adults === null || adults < 1) return { ok: false, field: 'mphb_adults', message: 'The number of adults must be a whole number of at least 1.' };
  const children = count(query.mphb_children, 0);
  if (children === null) return { ok: false, field: 'mphb_children', message: 'The number of children must be a whole number.' };
  return { ok: true, search: { checkin: String(query.mphb_check_in_date), checkout: String(query.mphb_check_out_date), nights, adults, children } };
}

// The rules of a stay's dates and guests, apart from any widget: which dates may be chosen, how
// choosing one moves the other, and what is wrong with a stay before it is handed on.
import { addDays, nightsBetween, type Day } from '../../lib/calendar-day';

export type StayRange = { checkin: Day | null; checkout: Day | null };

export type StayLimits = {
  minGuests: number;
  maxGuests: number;
  /** The longest stay the booking engine takes, in nights. */
  maxNights: number;
};

/**
 * A new check-in. When it reaches the check-out, the check-out moves along and the stay keeps
 * its length (or one night when there was none), so the range is never empty nor reversed.
 */
export function chooseCheckin(range: StayRange, checkin: Day): StayRange {
  const { checkin: before, checkout } = range;
  if (checkout && checkin < checkout) return { checkin, checkout };
  const nights = before && checkout ? Math.max(1, nightsBetween(before, checkout)) : 1;
  return { checkin, checkout: addDays(checkin, nights) };
}

/**
 * A new check-out. When it comes on or before the check-in, the check-in moves back by the
 * stay's length, but never before `today`; failing that the stay becomes the one night before.
 */
export function chooseCheckout(range: StayRange, checkout: Day, today: Day): StayRange {
  const { checkin, checkout: before } = range;
  if (checkin && checkin < checkout) return { checkin, checkout };
  const nights = checkin && before ? Math.max(1, nightsBetween(checkin, before)) : 1;
  const moved = addDays(checkout, -nights);
  return { checkin: moved >= today ? moved : addDays(checkout, -1), checkout };
}

/** The first day each field may take: arrivals from today, departures from the day after. */
export const firstCheckin = (today: Day): Day => today;
export const firstCheckout = (today: Day): Day => addDays(today, 1);

export type StayProblem =
  | { field: 'checkin'; code: 'missing' | 'past' }
  | { field: 'checkout'; code: 'missing' | 'notAfterCheckin' | 'tooLong' }
  | { field: 'guests'; code: 'notANumber' | 'tooFew' | 'tooMany' };

export type StayRequest = { checkin: Day | null; checkout: Day | null; guests: number };

/** Everything wrong with a stay, one problem per field at most; none means it may be sent. */
export function stayProblems(stay: StayRequest, today: Day, limits: StayLimits): StayProblem[] {
  const problems: StayProblem[] = [];
  if (!stay.checkin) problems.push({ field: 'checkin', code: 'missing' });
  else if (stay.checkin < today) problems.push({ field: 'checkin', code: 'past' });

  if (!stay.checkout) problems.push({ field: 'checkout', code: 'missing' });
  else if (stay.checkin && stay.checkout <= stay.checkin) problems.push({ field: 'checkout', code: 'notAfterCheckin' });
  else if (stay.checkin && nightsBetween(stay.checkin, stay.checkout) > limits.maxNights) problems.push({ field: 'checkout', code: 'tooLong' });

  if (!Number.isInteger(stay.guests)) problems.push({ field: 'guests', code: 'notANumber' });
  else if (stay.guests < limits.minGuests) problems.push({ field: 'guests', code: 'tooFew' });
  else if (stay.guests > limits.maxGuests) problems.push({ field: 'guests', code: 'tooMany' });
  return problems;
}

/** A guest count from a text field: whole numbers only (`2.5`, `two` and `` are not counts). */
export const parseGuests = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** A guest count kept within the limits, for the − and + buttons. */
export const stepGuests = (guests: number, step: number, limits: StayLimits): number => {
  const from = Number.isInteger(guests) ? guests : limits.minGuests;
  return Math.min(limits.maxGuests, Math.max(limits.minGuests, from + step));
};

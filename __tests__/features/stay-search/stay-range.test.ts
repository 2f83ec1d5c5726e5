import { chooseCheckin, chooseCheckout, parseGuests, stayProblems, stepGuests } from '../../../src/features/stay-search/stay-range';

const limits = { minGuests: 1, maxGuests: 6, maxNights: 30 };
const today = '2026-03-10';

describe('choosing dates keeps the stay in order', () => {
  test('a check-in before the check-out leaves the check-out alone', () => {
    expect(chooseCheckin({ checkin: '2026-03-12', checkout: '2026-03-15' }, '2026-03-13')).toEqual({ checkin: '2026-03-13', checkout: '2026-03-15' });
  });

  test('a check-in on or after the check-out pushes it along, keeping the stay length', () => {
    expect(chooseCheckin({ checkin: '2026-03-12', checkout: '2026-03-15' }, '2026-03-20')).toEqual({ checkin: '2026-03-20', checkout: '2026-03-23' });
    expect(chooseCheckin({ checkin: '2026-03-12', checkout: '2026-03-15' }, '2026-03-15')).toEqual({ checkin: '2026-03-15', checkout: '2026-03-18' });
  });

  test('a first check-in gets a one-night stay', () => {
    expect(chooseCheckin({ checkin: null, checkout: null }, '2026-03-12')).toEqual({ checkin: '2026-03-12', checkout: '2026-03-13' });
  });

  test('a check-out on or before the check-in pulls the check-in back, never before today', () => {
    expect(chooseCheckout({ checkin: '2026-03-20', checkout: '2026-03-22' }, '2026-03-25', today)).toEqual({ checkin: '2026-03-20', checkout: '2026-03-25' });
    expect(chooseCheckout({ checkin: '2026-03-20', checkout: '2026-03-22' }, '2026-03-18', today)).toEqual({ checkin: '2026-03-16', checkout: '2026-03-18' });
    expect(chooseCheckout({ checkin: '2026-03-20', checkout: '2026-03-25' }, '2026-03-12', today)).toEqual({ checkin: '2026-03-11', checkout: '2026-03-12' });
    expect(chooseCheckout({ checkin: null, checkout: null }, '2026-03-12', today)).toEqual({ checkin: '2026-03-11', checkout: '2026-03-12' });
  });
});

describe('what is wrong with a stay', () => {
  const good = { checkin: '2026-03-12', checkout: '2026-03-15', guests: 2 };

  test('a good stay has no problem', () => {
    expect(stayProblems(good, today, limits)).toEqual([]);
    expect(stayProblems({ ...good, checkin: today }, today, limits)).toEqual([]);
  });

  test('missing dates', () => {
    expect(stayProblems({ ...good, checkin: null, checkout: null }, today, limits)).toEqual([
      { field: 'checkin', code: 'missing' },
      { field: 'checkout', code: 'missing' },
    ]);
  });

  test('a check-in in the past', () => {
    expect(stayProblems({ ...good, checkin: '2026-03-09' }, today, limits)).toEqual([{ field: 'checkin', code: 'past' }]);
  });

  test('a check-out on or before the check-in, and a stay longer than allowed', () => {
    expect(stayProblems({ ...good, checkout: '2026-03-12' }, today, limits)).toEqual([{ field: 'checkout', code: 'notAfterCheckin' }]);
    expect(stayProblems({ ...good, checkout: '2026-03-11' }, today, limits)).toEqual([{ field: 'checkout', code: 'notAfterCheckin' }]);
    expect(stayProblems({ ...good, checkout: '2026-04-11' }, today, limits)).toEqual([]);
    expect(stayProblems({ ...good, checkout: '2026-04-12' }, today, limits)).toEqual([{ field: 'checkout', code: 'tooLong' }]);
  });

  test('guests outside the allowed range', () => {
    expect(stayProblems({ ...good, guests: 0 }, today, limits)).toEqual([{ field: 'guests', code: 'tooFew' }]);
    expect(stayProblems({ ...good, guests: 7 }, today, limits)).toEqual([{ field: 'guests', code: 'tooMany' }]);
    expect(stayProblems({ ...good, guests: parseGuests('2.5') }, today, limits)).toEqual([{ field: 'guests', code: 'notANumber' }]);
  });
});

test('guest counts are whole numbers, and the buttons keep them within the limits', () => {
  expect(parseGuests(' 3 ')).toBe(3);
  expect(parseGuests('')).toBeNaN();
  expect(parseGuests('-1')).toBeNaN();
  expect(stepGuests(6, 1, limits)).toBe(6);
  expect(stepGuests(1, -1, limits)).toBe(1);
  expect(stepGuests(9, -1, limits)).toBe(6);
  expect(stepGuests(Number.NaN, 1, limits)).toBe(2);
});

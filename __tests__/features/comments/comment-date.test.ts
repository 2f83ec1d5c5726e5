import { commentDateTime, formatCommentDate } from '../../../src/features/comments/comment-date';

test('a comment date reads in the page language, at the time WordPress wrote', () => {
  expect(formatCommentDate('2026-05-13 18:42:00', 'en_US')).toBe('May 13, 2026 at 6:42 PM');
  expect(formatCommentDate('2026-05-13T18:42:00', 'fr_FR')).toBe('13 mai 2026 à 18:42');
  expect(formatCommentDate('2026-05-13 18:42:00', 'de_DE')).toBe('13. Mai 2026 um 18:42');
});

test('the visitor’s own time zone does not move the date', () => {
  const zone = process.env.TZ;
  try {
    for (const tz of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
      process.env.TZ = tz;
      expect(formatCommentDate('2026-12-31 23:30:00', 'en_US')).toBe('December 31, 2026 at 11:30 PM');
    }
  } finally {
    process.env.TZ = zone;
  }
});

test('an unreadable date gives no text rather than "Invalid Date"', () => {
  expect(formatCommentDate('', 'en_US')).toBe('');
  expect(formatCommentDate('yesterday', 'en_US')).toBe('');
  expect(commentDateTime('yesterday')).toBe('');
});

test('the datetime attribute uses the GMT date when there is one', () => {
  expect(commentDateTime('2026-05-13 18:42:00', '2026-05-13 16:42:00')).toBe('2026-05-13T16:42:00Z');
  expect(commentDateTime('2026-05-13 18:42:00', null)).toBe('2026-05-13T18:42:00');
});

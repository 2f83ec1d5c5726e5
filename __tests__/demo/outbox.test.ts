// `npm run demo:outbox` prints what visitors typed into the operator's terminal: it must not be
// able to drive the terminal (escape sequences) or forge lines of the mail (a header of its own).
import { formatOutbox } from '../../demo/outbox';
import { printable } from '../../demo/terminal-text';

const message = {
  id: 3,
  submissionId: 7,
  from: 'Hôtel Lumière <wordpress@example.org>',
  to: 'reservations@example.org',
  replyTo: 'Anna\u001b[2J\u001b[H <anna@example.org>',
  subject: 'Table\r\nBcc: everyone@example.org',
  text: 'your-name: Anna\u001b]0;pwned\u0007\nyour-message: Two lines,\r\nsecond\u009b31m\n',
  createdGmt: '2026-11-25 10:00:00',
};

test('visitors’ text is printed with its control characters escaped, and cannot add a header line', () => {
  const printed = formatOutbox([message]);
  // eslint-disable-next-line no-control-regex -- no control character may be left
  expect(printed).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
  expect(printed.split('\n').filter((line) => line.startsWith('Bcc:'))).toEqual([]);
  expect(printed).toContain('Reply-To: Anna\\u001b[2J\\u001b[H <anna@example.org>');
  expect(printed).toContain('Subject: Table\\r\\nBcc: everyone@example.org');
  // The body keeps its own lines.
  expect(printed).toContain('your-name: Anna\\u001b]0;pwned\\u0007\nyour-message: Two lines,\\r\nsecond\\u009b31m');
});

test('plain text, accents and emoji pass unchanged; direction overrides are shown, not obeyed', () => {
  expect(printable('Chambre déluxe 🌊, 2 nuits')).toBe('Chambre déluxe 🌊, 2 nuits');
  expect(printable('abc\u202Egpj.exe')).toBe('abc\\u202egpj.exe');
  expect(printable('a\nb', { lines: true })).toBe('a\nb');
  expect(printable('a\nb')).toBe('a\\nb');
});

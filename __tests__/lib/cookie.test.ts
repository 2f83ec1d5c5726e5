import { readCookie, serializeCookie } from '../../src/lib/cookie';

test('reads one cookie among others, decoding its value', () => {
  expect(readCookie('a=1; cookie_notice_accepted=true; b=x%20y', 'cookie_notice_accepted')).toBe('true');
  expect(readCookie('a=1; b=x%20y', 'b')).toBe('x y');
});

test('a missing cookie, or one whose name only starts the same, is null', () => {
  expect(readCookie('', 'c')).toBeNull();
  expect(readCookie('cookie_notice_accepted_old=true', 'cookie_notice_accepted')).toBeNull();
  expect(readCookie('noequals; c=1', 'noequals')).toBeNull();
});

test('a value that is not valid percent-encoding is returned as it is', () => {
  expect(readCookie('c=%E0%A4%A', 'c')).toBe('%E0%A4%A');
});

test('a written cookie lives for the whole site, for the given days, and only over HTTPS when asked', () => {
  expect(serializeCookie('c', 'true', { days: 182, secure: false })).toBe('c=true; Max-Age=15724800; Path=/; SameSite=Lax');
  expect(serializeCookie('c', 'a b', { days: 1, secure: true })).toBe('c=a%20b; Max-Age=86400; Path=/; SameSite=Lax; Secure');
  expect(serializeCookie('c', '', { days: -3, secure: false })).toContain('Max-Age=0;');
});

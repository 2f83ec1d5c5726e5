import { consentOptions, DEFAULT_COOKIE_DAYS, DEFAULT_COOKIE_NAME } from '../../src/lib/consent-options';

test('with nothing set: the plugin cookie name, six months, no implicit acceptance, an automatic revoke control, no reload', () => {
  expect(consentOptions({})).toEqual({
    cookieName: DEFAULT_COOKIE_NAME,
    cookieDays: DEFAULT_COOKIE_DAYS,
    scrollOffset: null,
    acceptOnClick: false,
    revoke: 'automatic',
    reload: false,
  });
  expect(DEFAULT_COOKIE_NAME).toBe('cookie_notice_accepted');
});

test('every setting is read', () => {
  expect(consentOptions({ cookieName: 'consent', cookieDays: '30', scrollOffset: '250', acceptOnClick: 'true', revoke: 'manual', reload: '1' })).toEqual({
    cookieName: 'consent',
    cookieDays: 30,
    scrollOffset: 250,
    acceptOnClick: true,
    revoke: 'manual',
    reload: true,
  });
  expect(consentOptions({ revoke: 'OFF' }).revoke).toBe('off');
  expect(consentOptions({ scrollOffset: '0' }).scrollOffset).toBe(0);
});

test('values that cannot be meant fall back to the defaults', () => {
  const options = consentOptions({ cookieName: 'a b;c', cookieDays: '-1', scrollOffset: 'far', acceptOnClick: 'maybe', revoke: 'sometimes', reload: 'no' });
  expect(options).toEqual(consentOptions({}));
  expect(consentOptions({ cookieDays: 'abc' }).cookieDays).toBe(DEFAULT_COOKIE_DAYS);
  expect(consentOptions({ scrollOffset: '-5' }).scrollOffset).toBeNull();
});

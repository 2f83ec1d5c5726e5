import { basicPassword, isAuthorised } from '../../../scripts/preview/basic-auth';

const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`;

test('reads the password of a Basic header, whatever the user name, colons included', () => {
  expect(basicPassword(basic('preview:open sesame'))).toBe('open sesame');
  expect(basicPassword(basic(':a:b'))).toBe('a:b');
  expect(basicPassword(basic('no-colon'))).toBeNull();
  expect(basicPassword('Bearer abc')).toBeNull();
  expect(basicPassword(undefined)).toBeNull();
});

test('lets in the preview password only', () => {
  const secret = 'a-long-preview-password';
  expect(isAuthorised(basic(`editor:${secret}`), secret)).toBe(true);
  expect(isAuthorised(basic(`editor:${secret.slice(0, -1)}`), secret)).toBe(false);
  expect(isAuthorised(basic(`editor:${secret}x`), secret)).toBe(false);
  expect(isAuthorised(basic('editor:'), secret)).toBe(false);
  expect(isAuthorised(undefined, secret)).toBe(false);
});

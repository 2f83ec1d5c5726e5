import { normalizeUrlInput } from '../../../src/features/contact-form/url-field';

describe('normalizeUrlInput, as CF7 fixes a URL field', () => {
  test('a host name without a scheme gets http://', () => {
    expect(normalizeUrlInput('example.com')).toBe('http://example.com');
    expect(normalizeUrlInput('www.hotel.example/rooms?x=1')).toBe('http://www.hotel.example/rooms?x=1');
  });

  test('leading slashes are dropped before the scheme is added', () => {
    expect(normalizeUrlInput('//cdn.example.org/a.png')).toBe('http://cdn.example.org/a.png');
    expect(normalizeUrlInput('/example.com')).toBe('http://example.com');
  });

  test('a value with a scheme is kept, whatever the scheme', () => {
    expect(normalizeUrlInput('https://example.com')).toBe('https://example.com');
    expect(normalizeUrlInput('HTTP://Example.com')).toBe('HTTP://Example.com');
    expect(normalizeUrlInput('mailto:anna@example.com')).toBe('mailto:anna@example.com');
    expect(normalizeUrlInput('git+ssh://host.example/repo')).toBe('git+ssh://host.example/repo');
  });

  test('a value without a dot is left for the server to judge', () => {
    expect(normalizeUrlInput('localhost')).toBe('localhost');
    expect(normalizeUrlInput('not a url')).toBe('not a url');
  });

  test('white space around the value is trimmed; an empty value stays empty', () => {
    expect(normalizeUrlInput('  example.com  ')).toBe('http://example.com');
    expect(normalizeUrlInput('   ')).toBe('');
  });
});

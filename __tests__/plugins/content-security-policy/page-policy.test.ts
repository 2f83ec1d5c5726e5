import { createHash } from 'node:crypto';
import { pagePath } from '../../../plugins/content-security-policy/headers-file';
import { sha256, siteInlineScripts, withPolicyMeta } from '../../../plugins/content-security-policy/page-policy';

// The shape of a page as Gatsby writes it, with a script smuggled into the content.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv="x-ua-compatible" content="ie=edge"/>',
  '<script type="module">const e="loading";</script>',
  '<script type="application/ld+json">{"@type":"Hotel"}</script>',
  '</head><body><div id="___gatsby"><div style="outline:none" id="gatsby-focus-wrapper"><main>',
  '<p>Welcome</p><script>steal()</script><script id="gatsby-script-loader">fake()</script>',
  '</main></div><div id="gatsby-announcer"></div></div>',
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
  '<script src="/polyfill.js" nomodule=""></script>',
  '<script id="app-scripts">(function(urls){})(["/app.js"]);</script>',
  '</body></html>',
].join('');

test('hashes the inline scripts of the head and after the application root, never those of the content', () => {
  expect(siteInlineScripts(page)).toEqual(['const e="loading";', '/*<![CDATA[*/window.pagePath="/";/*]]>*/', '(function(urls){})(["/app.js"]);']);
});

test('a hash is the base64 SHA-256 of the script’s exact text, as browsers compute it', () => {
  expect(sha256('alert(1)')).toBe(createHash('sha256').update('alert(1)').digest('base64'));
  expect(sha256('alert(1)')).toBe('bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
});

test('the policy goes right after the character set, and replaces the one of an earlier build', () => {
  const once = withPolicyMeta(page, "script-src 'sha256-a'");
  expect(once).toContain('<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src &#39;sha256-a&#39;"/>'.replace(/&#39;/g, "'"));
  expect(once.indexOf('Content-Security-Policy')).toBeLessThan(once.indexOf('<script'));
  const twice = withPolicyMeta(once, "script-src 'sha256-b'");
  expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
  expect(twice).toContain("'sha256-b'");
  expect(withPolicyMeta('<p>no head</p>', 'x')).toBe('<p>no head</p>');
});

test('page paths: an index file is served at its folder', () => {
  expect(pagePath('/rooms/index.html')).toBe('/rooms/');
  expect(pagePath('/index.html')).toBe('/');
  expect(pagePath('/404.html')).toBe('/404.html');
});

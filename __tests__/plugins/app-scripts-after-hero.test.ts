import { startAppScriptsAfterHero } from '../../plugins/app-scripts-after-hero/app-scripts-after-hero';

const page = (scripts: string) =>
  `<html><body><img fetchPriority="high" src="/hero.webp"><!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="1";</script>${scripts}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

const gatsbyScripts = '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';

test('the async application scripts become one loader that adds them in the same order', () => {
  const html = startAppScriptsAfterHero(page(gatsbyScripts));
  expect(html).not.toContain(' async></script>');
  expect(html.match(/<script id="app-scripts">/g)).toHaveLength(1);
  expect(html).toContain('(["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]);</script>');
  // Everything else is kept, including the slice markers Gatsby re-stitches by.
  expect(html).toContain('<script>window.___webpackCompilationHash="1";</script><script id="app-scripts">');
  expect(html).toContain('</script><!-- slice-end id="_gatsby-scripts-1" --></body></html>');
});

test('a rewritten page, or one without application scripts, is left as it is', () => {
  const once = startAppScriptsAfterHero(page(gatsbyScripts));
  expect(startAppScriptsAfterHero(once)).toBe(once);
  const plain = page('<script src="/legacy-polyfills.js" nomodule></script>');
  expect(startAppScriptsAfterHero(plain)).toBe(plain);
});

test('a URL cannot close the inline script', () => {
  const html = startAppScriptsAfterHero(page('<script src="/a</script><script>alert(1)//.js" async></script>'));
  expect(html).not.toContain('</script><script>alert(1)');
  expect(html).toContain('\\u003c/script>');
});

import { APP_SCRIPTS_LOADER, startAppScriptsAfterHero } from '../../plugins/app-scripts-after-hero/app-scripts-after-hero';

const page = (scripts: string) =>
  `<html><body><img fetchPriority="high" src="/hero.webp"><!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="1";</script>${scripts}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

const gatsbyScripts = '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';

test('the async application scripts become one loader that adds them in the same order', () => {
  const html = startAppScriptsAfterHero(page(gatsbyScripts));
  expect(html).not.toContain(' async></script>');
  expect(html.match(/<script id="app-scripts" /g)).toHaveLength(1);
  expect(html).toContain(
    `<script id="app-scripts" data-urls="[&quot;/webpack-runtime-1.js&quot;,&quot;/framework-2.js&quot;,&quot;/app-3.js&quot;]">${APP_SCRIPTS_LOADER}</script>`,
  );
  // Everything else is kept, including the slice markers Gatsby re-stitches by.
  expect(html).toContain('<script>window.___webpackCompilationHash="1";</script><script id="app-scripts" ');
  expect(html).toContain('</script><!-- slice-end id="_gatsby-scripts-1" --></body></html>');
});

test('a rewritten page, or one without application scripts, is left as it is', () => {
  const once = startAppScriptsAfterHero(page(gatsbyScripts));
  expect(startAppScriptsAfterHero(once)).toBe(once);
  const plain = page('<script src="/legacy-polyfills.js" nomodule></script>');
  expect(startAppScriptsAfterHero(plain)).toBe(plain);
});

test('the loader is the same text on every page: the URLs are in its element, where none can close it', () => {
  const one = startAppScriptsAfterHero(page(gatsbyScripts));
  const other = startAppScriptsAfterHero(page('<script src="/component---other-9.js" async></script>'));
  const loaderOf = (html: string) => /<script id="app-scripts" data-urls="[^"]*">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(loaderOf(one)).toBe(APP_SCRIPTS_LOADER);
  expect(loaderOf(other)).toBe(APP_SCRIPTS_LOADER);
  const html = startAppScriptsAfterHero(page('<script src="/a</script><script>alert(1)//.js" async></script>'));
  expect(html).not.toContain('</script><script>alert(1)');
  expect(html).toContain('data-urls="[&quot;/a&lt;/script>&lt;script>alert(1)//.js&quot;]"');
});

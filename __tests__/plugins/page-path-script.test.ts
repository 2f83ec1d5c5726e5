import { PAGE_PATH_SCRIPT, withPagePathOutOfScript } from '../../plugins/app-scripts-after-hero/page-path-script';

const gatsbyPage = (pagePath: string, rest = '') =>
  `<html><body><div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};${rest}/*]]>*/</script><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script></body></html>`;

const scriptOf = (html: string) => /<script id="gatsby-script-loader"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];

test("the page's path moves to the script's element: the script's text is the same on every page", () => {
  const rooms = withPagePathOutOfScript(gatsbyPage('/rooms/'));
  const french = withPagePathOutOfScript(gatsbyPage('/fr/chambres/'));
  expect(rooms).toContain(`<script id="gatsby-script-loader" data-page-path="/rooms/">${PAGE_PATH_SCRIPT}</script>`);
  expect(scriptOf(french)).toBe(scriptOf(rooms));
  // The rest of the page is untouched.
  expect(rooms).toContain('<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script></body></html>');
});

test('what else Gatsby writes into the script is kept after it', () => {
  const html = withPagePathOutOfScript(gatsbyPage('/', 'window.___webpackCompilationHash="abc";'));
  expect(scriptOf(html)).toBe(`${PAGE_PATH_SCRIPT}window.___webpackCompilationHash="abc";`);
});

test('the script sets the path the element carries, whatever characters it holds', () => {
  const pagePath = '/d\u00e9j\u00e0/"quoted"&<b>/';
  const html = withPagePathOutOfScript(gatsbyPage(pagePath));
  const attribute = /data-page-path="([^"]*)"/.exec(html)![1];
  expect(attribute).not.toContain('<');
  const decoded = attribute
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');
  const target: { pagePath?: string } = {};
  new Function('window', 'document', PAGE_PATH_SCRIPT)(target, { currentScript: { getAttribute: () => decoded } });
  expect(target.pagePath).toBe(pagePath);
});

test('a page without the script, or already rewritten, is left as it is', () => {
  const once = withPagePathOutOfScript(gatsbyPage('/rooms/'));
  expect(withPagePathOutOfScript(once)).toBe(once);
  expect(withPagePathOutOfScript('<html><body></body></html>')).toBe('<html><body></body></html>');
});

import { withTemplatesChunkMapping } from '../../plugins/app-scripts-after-hero/chunk-mapping-script';

const BUILD_MAPPING = {
  app: ['/app-1.js'],
  'gatsby-plugin-image': ['/gatsby-plugin-image-2.js'],
  'component---src-templates-page-tsx': ['/component---src-templates-page-tsx-3.js'],
  'component---src-templates-not-found-tsx': ['/component---src-templates-not-found-tsx-4.js'],
  'stay-search': ['/stay-search-5.js'],
  'month-calendar': ['/month-calendar-6.js'],
};

// As Gatsby 5 writes it into every page: JSON text, between lines of white space.
const gatsbyPage = (mapping: object) => `<html><body><div id="___gatsby"></div>
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping=${JSON.stringify(JSON.stringify(mapping))};
          </script>
        <script>window.___webpackCompilationHash="abc";</script></body></html>`;

/** The mapping a page's script sets, run as the browser runs it. */
const mappingOf = (html: string): unknown => {
  const script = /<script id="gatsby-chunk-mapping">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const window: { ___chunkMapping?: string } = {};
  new Function('window', script)(window);
  return JSON.parse(window.___chunkMapping ?? 'null');
};

test('the chunk mapping keeps the page templates only, as JSON text as Gatsby wrote it', () => {
  const html = withTemplatesChunkMapping(gatsbyPage(BUILD_MAPPING));
  expect(mappingOf(html)).toEqual({
    'component---src-templates-page-tsx': ['/component---src-templates-page-tsx-3.js'],
    'component---src-templates-not-found-tsx': ['/component---src-templates-not-found-tsx-4.js'],
  });
  expect(html).not.toContain('stay-search');
  // The rest of the page is untouched.
  expect(html).toMatch(/^<html><body><div id="___gatsby"><\/div>\n {10}<script id="gatsby-chunk-mapping">/);
  expect(html).toMatch(/<\/script>\n {8}<script>window.___webpackCompilationHash="abc";<\/script><\/body><\/html>$/);
});

test('a page without the mapping, already rewritten, or with a mapping it cannot read is left as it is', () => {
  const once = withTemplatesChunkMapping(gatsbyPage(BUILD_MAPPING));
  expect(withTemplatesChunkMapping(once)).toBe(once);
  expect(withTemplatesChunkMapping('<html><body></body></html>')).toBe('<html><body></body></html>');
  const unreadable = '<script id="gatsby-chunk-mapping">window.___chunkMapping="{not json";</script>';
  expect(withTemplatesChunkMapping(unreadable)).toBe(unreadable);
});

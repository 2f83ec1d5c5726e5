import { withoutChunkMapping } from '../../plugins/app-scripts-after-hero/chunk-mapping-script';

// As Gatsby 5 writes it into every page: JSON text, between lines of white space.
const gatsbyPage = `<html><body><div id="___gatsby"></div>
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ['/app-1.js'], 'component---src-templates-page-tsx': ['/component-3.js'] }))};
          </script>
        <script>window.___webpackCompilationHash="abc";</script></body></html>`;

test('the chunk mapping is taken out, and the rest of the page is untouched', () => {
  expect(withoutChunkMapping(gatsbyPage)).toBe(`<html><body><div id="___gatsby"></div>
          <script>window.___webpackCompilationHash="abc";</script></body></html>`);
});

test('a page without the mapping is left as it is', () => {
  const once = withoutChunkMapping(gatsbyPage);
  expect(withoutChunkMapping(once)).toBe(once);
  expect(withoutChunkMapping('<html><body></body></html>')).toBe('<html><body></body></html>');
});

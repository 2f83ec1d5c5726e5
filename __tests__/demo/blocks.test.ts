// do_blocks() as the demo backend renders it. The expected HTML is what WordPress 7.1 with the
// Twenty Twenty-Five theme answered for the same blocks (the contract tests compare every demo
// page with the real WordPress's answer).
import { doBlocks, uniqueIdNumbering } from '../../demo/wordpress/blocks';

const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;

test('the block comments go; the text between and inside blocks stays as it is', () => {
  expect(doBlocks(`${paragraph('One')}\n\n<!-- wp:heading -->\n<h2 class="wp-block-heading">Two</h2>\n<!-- /wp:heading -->`, 'test')).toBe(
    '\n<p class="wp-block-paragraph">One</p>\n\n\n\n<h2 class="wp-block-heading">Two</h2>\n',
  );
});

test("a paragraph gets WordPress's class after its own, on its first paragraph only", () => {
  expect(doBlocks('<!-- wp:paragraph {"className":"lead"} -->\n<p class="lead">A <em>p</em></p>\n<!-- /wp:paragraph -->', 'test')).toBe(
    '\n<p class="lead wp-block-paragraph">A <em>p</em></p>\n',
  );
  expect(doBlocks('<!-- wp:html --><p>Kept</p><!-- /wp:html -->', 'test')).toBe('<p>Kept</p>');
});

test('a group and its columns get the classes of their layouts, the columns also the class of their styles', () => {
  const html = doBlocks(
    `<!-- wp:group {"className":"stats-numbers"} -->\n<div class="wp-block-group stats-numbers"><!-- wp:columns -->\n<div class="wp-block-columns"><!-- wp:column -->\n<div class="wp-block-column">${paragraph('1898')}</div>\n<!-- /wp:column --></div>\n<!-- /wp:columns --></div>\n<!-- /wp:group -->`,
    'test',
  );
  expect(html).toBe(
    '\n<div class="wp-block-group stats-numbers is-layout-flow wp-block-group-is-layout-flow">\n' +
      '<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-794e3cfa wp-block-columns-is-layout-flex">\n' +
      '<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow">\n<p class="wp-block-paragraph">1898</p>\n</div>\n</div>\n</div>\n',
  );
});

test("a cover's layout classes go on the element around its inner blocks, not on the cover", () => {
  const html = doBlocks(
    `<!-- wp:cover {"url":"/a.jpg","id":102,"dimRatio":0} -->\n<div class="wp-block-cover"><img class="wp-block-cover__image-background wp-image-102" alt="" src="/a.jpg" data-object-fit="cover"/><span aria-hidden="true" class="wp-block-cover__background has-background-dim-0 has-background-dim"></span><div class="wp-block-cover__inner-container">${paragraph('Evening')}</div></div>\n<!-- /wp:cover -->`,
    'test',
  );
  expect(html).toContain('<div class="wp-block-cover">');
  expect(html).toContain('<div class="wp-block-cover__inner-container is-layout-flow wp-block-cover-is-layout-flow">');
});

test("a gallery's class is numbered through the request; its images, and only its, get their data-id", () => {
  const image = (id: number) =>
    `<!-- wp:image {"id":${id},"sizeSlug":"large","linkDestination":"none"} -->\n<figure class="wp-block-image size-large"><img src="/${id}.jpg" alt="" class="wp-image-${id}"/></figure>\n<!-- /wp:image -->`;
  const gallery = `<!-- wp:gallery {"linkTo":"none"} -->\n<figure class="wp-block-gallery has-nested-images columns-default is-cropped">${image(101)}</figure>\n<!-- /wp:gallery -->`;
  const rendered = doBlocks(`${gallery}\n\n${image(102)}`, 'test');
  expect(rendered).toContain('<img data-id="101" src="/101.jpg"');
  expect(rendered).toContain('<img src="/102.jpg"');

  const numbering = uniqueIdNumbering();
  const first = numbering(rendered);
  const second = numbering(doBlocks(gallery, 'test'));
  expect(first).toContain(
    '<figure class="wp-block-gallery has-nested-images columns-default is-cropped wp-block-gallery-1 is-layout-flex wp-block-gallery-is-layout-flex">',
  );
  expect(second).toContain('wp-block-gallery-2 ');
  // A new request counts from 1 again.
  expect(uniqueIdNumbering()(rendered)).toContain('wp-block-gallery-1 ');
});

test('a block the demo does not render as WordPress does stops the backend, naming it and the page', () => {
  expect(() => doBlocks('<!-- wp:query {"queryId":1} --><div></div><!-- /wp:query -->', 'page en/home')).toThrow(
    'page en/home: the demo backend does not render the block core/query',
  );
  expect(() => doBlocks('<!-- wp:group {"layout":{"type":"constrained"}} --><div class="wp-block-group"></div><!-- /wp:group -->', 'page en/home')).toThrow(
    /a core\/group block has layout or style settings/,
  );
});

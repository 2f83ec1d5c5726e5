// The pairs the demo backend's content filters are tested with (fixtures/wordpress/
// the-content-filters.json), checked again on the real WordPress: each input saved as a page's
// block content and read back through WPGraphQL, or passed to wptexturize() itself.
import fs from 'node:fs';
import path from 'node:path';
import { describeWithWordPress, startBareWordPress, type BareWordPress } from './support/bare-wordpress';

type Pair = { input: string; output: string };
const observed = JSON.parse(fs.readFileSync(path.join(__dirname, '../fixtures/wordpress/the-content-filters.json'), 'utf8')) as {
  content: Pair[];
  wptexturize: Pair[];
};

// The PHP code gets its text as base64, which needs no quoting.
const phpString = (text: string) => `base64_decode( '${Buffer.from(text).toString('base64')}' )`;

describeWithWordPress('the_content on the real WordPress', () => {
  let wp: BareWordPress;
  let ids: number[];

  beforeAll(async () => {
    wp = await startBareWordPress();
    const inputs = observed.content.map((pair) => phpString(`<!-- wp:html -->${pair.input}<!-- /wp:html -->`));
    ids = JSON.parse(
      wp.run(
        `return array_map( function ( $html ) { return wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Filters', 'post_content' => wp_slash( $html ) ) ); }, array( ${inputs.join(', ')} ) );`,
      ),
    ) as number[];
  });
  afterAll(async () => {
    await wp?.stop();
  });

  test('each page reads back through WPGraphQL as recorded', async () => {
    const query = `{ ${ids.map((id, i) => `p${i}: page(id: ${id}, idType: DATABASE_ID) { content }`).join(' ')} }`;
    const { data } = await wp.graphql<Record<string, { content: string }>>(query);
    const real = ids.map((_id, i) => ({ input: observed.content[i].input, output: data?.[`p${i}`].content.replaceAll(wp.origin, '') }));
    expect(real).toEqual(observed.content);
  });

  test('wptexturize() leaves registered shortcodes as recorded', () => {
    const real = observed.wptexturize.map((pair) => ({
      input: pair.input,
      output: JSON.parse(wp.run(`return wptexturize( ${phpString(pair.input)} );`)) as string,
    }));
    expect(real).toEqual(observed.wptexturize);
  });
});

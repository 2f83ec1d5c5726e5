// The demo backend's port of WordPress's content filters, held to what the real WordPress 6.8.8
// answered for the same HTML (fixtures/wordpress/the-content-filters.json), and applied to the
// pages it serves in WordPress's order around the forms' shortcodes.
import fs from 'node:fs';
import path from 'node:path';
import { convertSmilies, theContent, withContentFilters, wptexturize } from '../../demo/wordpress/content-filters';
import type { ContentSnapshot, PageRecord } from '../../demo/wordpress/content-files';
import { startTestBackend } from '../support/demo-backend';

type Pair = { input: string; output: string };
const observed = JSON.parse(fs.readFileSync(path.join(__dirname, '../fixtures/wordpress/the-content-filters.json'), 'utf8')) as {
  content: Pair[];
  wptexturize: Pair[];
};

test.each(observed.content.map((pair) => [pair.input, pair.output]))('the_content: %j', (input, output) => {
  expect(theContent(input)).toBe(output);
});

test.each(observed.wptexturize.map((pair) => [pair.input, pair.output]))('wptexturize leaves registered shortcodes alone: %j', (input, output) => {
  expect(wptexturize(input)).toBe(output);
});

test('smilies are converted after the shortcodes are expanded, texturizing before', () => {
  const expand = (html: string) => html.replace('[contact-form-7 id="71"]', "<form><label>Don't wait :)</label></form>");
  expect(theContent('<p>It\'s here:</p>[contact-form-7 id="71"]', expand)).toBe("<p>It&#8217;s here:</p><form><label>Don't wait 🙂</label></form>");
  expect(convertSmilies('<p>Wink ;)</p>', 'https://hotel.example/wp-includes/')).toBe('<p>Wink 😉</p>');
  expect(convertSmilies('<p>:mrgreen:</p>', 'https://hotel.example/wp-includes/')).toBe(
    '<p><img src="https://hotel.example/wp-includes/images/smilies/mrgreen.png" alt=":mrgreen:" class="wp-smiley" style="height: 1em; max-height: 1em;" /></p>',
  );
});

test('long text without a closing bracket or tag is handled quickly', () => {
  const text = `<p>[caption ${'a'.repeat(20000)}</p><p ${'b '.repeat(20000)}`;
  const started = Date.now();
  expect(wptexturize(text)).toContain('[caption');
  expect(Date.now() - started).toBeLessThan(1000);
});

test('every page of a snapshot goes through the filters, with the shortcodes expanded in between', () => {
  const page = (content: string) => ({ id: 1, content }) as PageRecord;
  const snapshot = { pages: [page('<p>It\'s [contact-form-7 id="71"] :)</p>')] } as ContentSnapshot;
  const seen: string[] = [];
  const filtered = withContentFilters(snapshot, (s) => {
    seen.push(s.pages[0].content);
    return { ...s, pages: s.pages.map((p) => ({ ...p, content: p.content.replace('[contact-form-7 id="71"]', '<form>"x" :)</form>') })) };
  });
  expect(seen).toEqual(['<p>It&#8217;s [contact-form-7 id="71"] :)</p>']);
  expect(filtered.pages[0].content).toBe('<p>It&#8217;s <form>"x" 🙂</form> 🙂</p>');
});

test('the demo backend serves pages through the filters, its forms untouched by wptexturize', async () => {
  const demo = await startTestBackend();
  try {
    const { body } = await demo.graphql('{ location: page(id: 22, idType: DATABASE_ID) { content } contact: page(id: 21, idType: DATABASE_ID) { content } }');
    expect(body.data.location.content).toContain('Nice Côte d&#8217;Azur airport');
    expect(body.data.location.content).not.toContain("d'Azur");
    // A rendered form keeps its markup as Contact Form 7 writes it (do_shortcode runs after wptexturize).
    expect(body.data.contact.content).toContain('<form action="/graphql#wpcf7-f71-o1" method="post" class="wpcf7-form init"');
  } finally {
    await demo.stop();
  }
});

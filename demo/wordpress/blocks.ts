// do_blocks(), the_content's first filter (priority 9) in WordPress 7.1 with the Twenty Twenty-Five
// theme, for the blocks the demo's pages are made of: the block comments go, and what WordPress
// adds as it renders each block is added (the layout classes, the paragraphs' and the gallery's
// own classes, the `data-id` of a gallery's images). What older tested WordPress versions render
// differently is listed in scripts/wordpress-real/contract/known-differences.ts. A block this module does not know stops the backend with a
// message naming it, rather than being served differently from WordPress.
//
// The gallery's class is numbered by wp_unique_id(), a counter that lives as long as the PHP
// request: the rendered content keeps a placeholder that uniqueIdNumbering() fills per request.
import { createHash } from 'node:crypto';
import { parse } from '@wordpress/block-serialization-default-parser';

type Block = ReturnType<typeof parse>[number];
type Attributes = Record<string, unknown>;

type Layout = { type: 'flow' | 'flex'; flexWrap?: 'nowrap' };

/** The blocks the demo renders, with the default layout their block.json declares. null: no layout support. */
const KNOWN_BLOCKS: Record<string, Layout | null> = {
  'core/paragraph': null,
  'core/heading': null,
  'core/list': null,
  'core/list-item': null,
  'core/image': null,
  'core/html': null,
  'core/gallery': { type: 'flex' },
  'core/group': { type: 'flow' },
  'core/columns': { type: 'flex', flexWrap: 'nowrap' },
  'core/column': { type: 'flow' },
  'core/details': { type: 'flow' },
  'core/cover': { type: 'flow' },
  // Blocks of plugins, with no render step of their own: Contact Form 7's form (its shortcode is
  // expanded later, by do_shortcode) and the site plugin's address.
  'contact-form-7/contact-form-selector': null,
  'hotel-site/address': null,
};

// The block gap a layout falls back on: since WordPress 7.0 the theme's (its theme.json styles, for
// the block or else for the whole site, as wp_get_global_styles() gives them), not the block's own.
const THEME_BLOCK_GAPS: Record<string, string> = { 'core/columns': 'var(--wp--preset--spacing--50)' };
const THEME_BLOCK_GAP = '1.2rem';

const UNIQUE_ID = '{{wp-unique-id}}';
const UNIQUE_ID_PLACEHOLDER = /\{\{wp-unique-id\}\}/g;

/** Whether content is block markup; WordPress runs wpautop on content that is not, which the demo does not. */
export const hasBlocks = (content: string): boolean => content.includes('<!-- wp:');

/** A page's block markup as do_blocks() renders it (the gallery classes' numbers left as placeholders). */
export function doBlocks(content: string, where: string): string {
  if (!hasBlocks(content)) return content;
  return parse(content)
    .map((block) => renderBlock(block, where))
    .join('');
}

function renderBlock(block: Block, where: string, parent?: Block): string {
  // Text between blocks ("freeform"), kept as it is.
  if (!block.blockName) return block.innerHTML;
  const name = block.blockName.includes('/') ? block.blockName : `core/${block.blockName}`;
  if (!(name in KNOWN_BLOCKS)) {
    throw new Error(`${where}: the demo backend does not render the block ${name}; demo/wordpress/blocks.ts lists those it does.`);
  }
  const attributes: Attributes = block.attrs ?? {};
  if ('layout' in attributes || 'style' in attributes) {
    throw new Error(`${where}: a ${name} block has layout or style settings, which the demo backend does not render as WordPress does.`);
  }
  let inner = 0;
  let html = block.innerContent.map((chunk) => (chunk === null ? renderBlock(block.innerBlocks[inner++], where, block) : chunk)).join('');
  if (name === 'core/image' && parent?.blockName === 'core/gallery' && typeof attributes.id === 'number') {
    // block_core_gallery_data_id_backcompatibility(), then render_block_core_image().
    html = setAttribute(html, 'img', 'data-id', String(attributes.id));
  }
  if (name === 'core/gallery') html = addClasses(html, () => true, [`wp-block-gallery-${UNIQUE_ID}`]);
  // block_core_paragraph_add_class(), on the block's first paragraph.
  if (name === 'core/paragraph') html = addClasses(html, (tag) => /^<p[\s>]/i.test(tag), ['wp-block-paragraph']);
  const layout = KNOWN_BLOCKS[name];
  return layout ? withLayoutClasses(html, block, name, layout) : html;
}

// wp_render_layout_support_flag(), for a block without layout attributes of its own.
function withLayoutClasses(html: string, block: Block, name: string, layout: Layout): string {
  const classes = [`is-layout-${layout.type}`];
  // The theme supports block gaps; a flow layout then has no styles of its own, a flex one does.
  if (layout.type === 'flex' && layout.flexWrap === 'nowrap') {
    const used = { type: layout.type, flexWrap: layout.flexWrap };
    const gap = THEME_BLOCK_GAPS[name] ?? THEME_BLOCK_GAP;
    classes.push(`wp-container-${name.replace('/', '-')}-is-layout-${uniqueIdFromValues([used, true, null, false, gap, null])}`);
  }
  classes.push(`wp-block-${name.split('/').pop()}-is-layout-${layout.type}`);
  // The classes go on the element that wraps the inner blocks: the last element with a class in
  // the markup before the first inner block, or else the outermost element.
  const first = block.innerContent[0];
  let wrapper: string | null = null;
  if (typeof first === 'string' && block.innerContent.length > 1) {
    for (const tag of first.matchAll(OPENING_TAG)) {
      const value = attributeOf(tag[0], 'class');
      if (value) wrapper = value;
    }
  }
  return addClasses(html, (tag) => !wrapper || (attributeOf(tag, 'class') ?? '').includes(wrapper), classes);
}

// wp_unique_id_from_values(): the first 8 characters of the MD5 of the values as JSON.
function uniqueIdFromValues(values: unknown[]): string {
  return createHash('md5').update(JSON.stringify(values)).digest('hex').slice(0, 8);
}

const OPENING_TAG = /<([a-zA-Z][\w-]*)(\s[^>]*)?>/g;

function attributeOf(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}=(["'])(.*?)\\1`, 'i').exec(tag);
  return match ? match[2] : null;
}

/** Adds classes to the first opening tag that `pick` accepts, as WP_HTML_Tag_Processor::add_class() does. */
function addClasses(html: string, pick: (tag: string) => boolean, classes: string[]): string {
  let done = false;
  return html.replace(OPENING_TAG, (tag: string, tagName: string) => {
    if (done || !pick(tag)) return tag;
    done = true;
    const current = attributeOf(tag, 'class');
    if (current === null) return tag.replace(`<${tagName}`, `<${tagName} class="${classes.join(' ')}"`);
    const added = classes.filter((c) => !current.split(/\s+/).includes(c));
    return tag.replace(/(\sclass=)(["'])(.*?)\2/i, (_whole, before: string, quote: string) => `${before}${quote}${[current, ...added].join(' ')}${quote}`);
  });
}

/** Sets an attribute of the first `tagName` element: a new one goes right after the tag's name, as WP_HTML_Tag_Processor::set_attribute() puts it. */
function setAttribute(html: string, tagName: string, name: string, value: string): string {
  const tag = new RegExp(`<${tagName}(?=[\\s/>])([^>]*)>`, 'i');
  return html.replace(tag, (whole: string) => {
    if (attributeOf(whole, name) !== null) return whole.replace(new RegExp(`(\\s${name}=)(["']).*?\\2`, 'i'), `$1"${value}"`);
    return whole.replace(new RegExp(`^<${tagName}`, 'i'), `<${tagName} ${name}="${value}"`);
  });
}

/**
 * One request's wp_unique_id() counter for the content read in it: each call numbers the
 * placeholders of a content after those read before it in the same request.
 */
export function uniqueIdNumbering(): (html: string) => string {
  let used = 0;
  return (html) => html.replace(UNIQUE_ID_PLACEHOLDER, () => String((used += 1)));
}

// Core blocks that WordPress makes interactive with its Interactivity API: their markup carries
// `data-wp-*` directives for script modules that a static site does not load, so as WordPress
// sends them a visitor gets a toggle that does nothing, a false `aria-expanded`, tab panels all
// hidden. The plugin takes them out of the inserter (decision 022), but content may still hold
// them (written before the plugin, or pasted): at build time they are rewritten here into the
// markup of the site's own features, which the site makes interactive, or left out where the
// site has nothing to offer in their place.
import { childElements, classesOf, elementNode, findElement, findElements, hasClass, isElement, linkChildren, type ContentNode, type Element } from './dom';

/** The directives of WordPress's scripts: nothing on the site reads them. */
const withoutDirectives = (attribs: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(attribs).filter(([name]) => !name.startsWith('data-wp-')));

/** Hears the name of a block the site leaves out. */
type LeftOut = (block: string) => void;

/** The element's `data-wp-context`, the state WordPress renders for its scripts; {} when absent or unreadable. */
function contextOf(element: Element): Record<string, unknown> {
  try {
    const context: unknown = JSON.parse(element.attribs['data-wp-context'] ?? '{}');
    return context !== null && typeof context === 'object' ? (context as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const classNames = (element: Element, drop: readonly string[] = []) => classesOf(element).filter((name) => !drop.includes(name));

const withClasses = (classes: readonly string[]): Record<string, string> => (classes.length > 0 ? { class: classes.join(' ') } : {});

const isHeading = (element: Element) => /^h[1-6]$/.test(element.name);

/**
 * An Accordion item as the site's accordion: a details element whose summary is the item's
 * heading, open where the editor chose "open by default". The toggle's icon is WordPress's own
 * drawing of the state, which the details' marker already shows.
 */
function accordionItem(item: Element, group: string | null, onLeftOut: LeftOut): Element {
  const parts = childElements(item);
  const heading = parts.find((part) => hasClass(part, 'wp-block-accordion-heading'));
  const toggle = heading ? findElement(heading.children, (e) => hasClass(e, 'wp-block-accordion-heading__toggle')) : null;
  const title = (toggle?.children ?? []).filter((node) => !(isElement(node) && hasClass(node, 'wp-block-accordion-heading__toggle-icon')));
  const summary = elementNode('summary', { class: 'wp-block-accordion-heading__toggle' }, [
    elementNode(
      heading && isHeading(heading) ? heading.name : 'h3',
      withClasses(heading ? classNames(heading) : ['wp-block-accordion-heading']),
      rewriteCoreBlocks(title),
    ),
  ]);
  const panels = parts
    .filter((part) => hasClass(part, 'wp-block-accordion-panel'))
    .map((panel) => elementNode('div', withClasses(classNames(panel)), rewriteCoreBlocks(panel.children, onLeftOut)));
  const attribs: Record<string, string> = withClasses(classNames(item, ['is-open']));
  if (hasClass(item, 'is-open')) attribs.open = '';
  if (group) attribs.name = group;
  return elementNode('details', attribs, [summary, ...panels]);
}

/** A core Accordion: its items as details elements; with "auto-close" on, they share a name, so opening one closes the others. */
function accordion(element: Element, onLeftOut: LeftOut): Element {
  const items = childElements(element).filter((child) => hasClass(child, 'wp-block-accordion-item'));
  const firstId = items.map((item) => contextOf(item).id).find((id): id is string => typeof id === 'string');
  const group = contextOf(element).autoclose === true ? `${firstId ?? 'accordion'}-group` : null;
  return elementNode(
    'div',
    withClasses(classNames(element)),
    items.map((item) => accordionItem(item, group, onLeftOut)),
  );
}

/**
 * Core Tabs as the site's Tabs: a group with class `tabs` holding a group per tab that starts with
 * a heading naming it. The name is the tab-list button that controls the panel, by its id, or the
 * button in the same place.
 */
function tabs(element: Element, onLeftOut: LeftOut): Element {
  const buttons = findElements(element.children, (e) => e.name === 'button' && e.attribs.role === 'tab');
  const panels = findElements(element.children, (e) => hasClass(e, 'wp-block-tab-panel'));
  const groups = panels.map((panel, index) => {
    const button = buttons.find((candidate) => panel.attribs.id && candidate.attribs['aria-controls'] === panel.attribs.id) ?? buttons[index];
    const label = elementNode('h3', {}, button ? rewriteCoreBlocks(button.children) : []);
    return elementNode('div', withClasses(classNames(panel)), [label, ...rewriteCoreBlocks(panel.children, onLeftOut)]);
  });
  return elementNode('div', withClasses([...classNames(element), 'tabs']), groups);
}

/** The file an image shows, as the lightbox opens it: its largest copy in `srcset`, or its `src`. */
function imageFile(img: Element): string | null {
  const candidates = (img.attribs.srcset ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url, width]) => url && /^\d+w$/.test(width ?? ''))
    .map(([url, width]) => ({ url, width: Number.parseInt(width, 10) }))
    .sort((a, b) => b.width - a.width);
  const src = [candidates[0]?.url, img.attribs['data-src'], img.attribs.src].find((url) => url && !url.startsWith('data:'));
  return src ?? null;
}

/**
 * An image with "Expand on click": the image linked to its file, what "Link to → Media File"
 * saves, which the site's lightbox opens. WordPress's enlarge button goes: its label is set by
 * WordPress's script only.
 */
function expandOnClick(figure: Element, onLeftOut: LeftOut): Element {
  const kept = figure.children.filter((node) => !(isElement(node) && node.name === 'button' && hasClass(node, 'lightbox-trigger')));
  const img = findElement(kept, (e) => e.name === 'img');
  const file = img ? imageFile(img) : null;
  const caption = kept.filter((node) => isElement(node) && node.name === 'figcaption');
  const picture = rewriteCoreBlocks(
    kept.filter((node) => !caption.includes(node)),
    onLeftOut,
  );
  const linked = file && !findElement(kept, (e) => e.name === 'a') ? [elementNode('a', { href: file }, picture)] : picture;
  return elementNode('figure', { ...withoutDirectives(figure.attribs), ...withClasses(classNames(figure, ['wp-lightbox-container'])) }, [
    ...linked,
    ...rewriteCoreBlocks(caption),
  ]);
}

/**
 * The buttons of a Navigation block in the content, which open its overlay and its submenus: only
 * WordPress's script works them. Without them its links show, the submenus' under their parent
 * (the sanitiser keeps no nav element, so they are found by their classes).
 */
const isNavigationButton = (element: Element) =>
  element.name === 'button' &&
  ['wp-block-navigation__responsive-container-open', 'wp-block-navigation__responsive-container-close', 'wp-block-navigation-submenu__toggle'].some((name) =>
    hasClass(element, name),
  );

/**
 * Blocks the site leaves out, by the class WordPress renders them with: what they hold needs
 * WordPress's own pages (search results, posts, archives, log-in, its comment form) or its
 * scripts (a playlist's tracks are in its script's state, not in the HTML), or shows nothing
 * without the drawings the sanitiser leaves out (social icons). docs/editors.md lists them.
 */
const LEFT_OUT: Record<string, string> = {
  'wp-block-search': 'Search',
  'wp-block-playlist': 'Playlist',
  'wp-block-social-links': 'Social Icons',
  'wp-block-query': 'Query Loop',
  'wp-block-terms-query': 'Terms Query',
  'wp-block-latest-posts': 'Latest Posts',
  'wp-block-latest-comments': 'Latest Comments',
  'wp-block-archives': 'Archives',
  'wp-block-calendar': 'Calendar',
  'wp-block-categories': 'Terms List',
  'wp-block-tag-cloud': 'Tag Cloud',
  'wp-block-loginout': 'Login/out',
  'wp-block-comments': 'Comments',
  'wp-block-post-comments-form': 'Comments Form',
  // A picture from Gravatar, which the site's security policy does not let in.
  'wp-block-avatar': 'Avatar',
};

const leftOutBlock = (element: Element): string | null =>
  classesOf(element)
    .map((name) => LEFT_OUT[name])
    .find(Boolean) ?? null;

/** What the rewrites below recognise; `null` leaves the element out. */
function rewriteElement(element: Element, onLeftOut: LeftOut): Element | null {
  const leftOut = leftOutBlock(element);
  if (leftOut) {
    onLeftOut(leftOut);
    return null;
  }
  if (hasClass(element, 'wp-block-accordion')) return accordion(element, onLeftOut);
  if (hasClass(element, 'wp-block-tabs')) return tabs(element, onLeftOut);
  if (element.name === 'figure' && hasClass(element, 'wp-lightbox-container')) return expandOnClick(element, onLeftOut);
  if (isNavigationButton(element)) return null;
  // WordPress hides the overlay's content until its script opens it.
  if (hasClass(element, 'wp-block-navigation__responsive-container')) {
    return elementNode(
      element.name,
      { ...withoutDirectives(element.attribs), ...withClasses(classNames(element, ['hidden-by-default'])) },
      rewriteCoreBlocks(element.children, onLeftOut),
    );
  }
  return elementNode(element.name, withoutDirectives(element.attribs), rewriteCoreBlocks(element.children, onLeftOut));
}

/**
 * The content with the interactive core blocks rewritten (a new tree; the one given is left as it
 * is). `onLeftOut` hears the name of each block left out, for the build to say so.
 */
export function rewriteCoreBlocks(nodes: readonly ContentNode[], onLeftOut: LeftOut = () => undefined): ContentNode[] {
  const rewritten: ContentNode[] = [];
  for (const node of nodes) {
    if (!isElement(node)) {
      rewritten.push({ ...node });
      continue;
    }
    const element = rewriteElement(node, onLeftOut);
    if (element) rewritten.push(element);
  }
  return linkChildren(rewritten, null);
}

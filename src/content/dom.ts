// The one toolkit for reading WordPress HTML: the tree the renderer and the enhancers walk, and
// the walks over it. The build parses each page once (parse-html.server.ts) and the page's data
// carries the tree packed (`packContent`), so no HTML parser is sent to browsers: unpacked here,
// the same tree renders on the server and in the browser. The walks are written here rather
// than taken from domutils, whose package brings its serialiser and the entity tables along.

/** Text, its entities decoded. */
export type TextNode = { type: 'text'; data: string; parent: Element | null; prev: ContentNode | null };

/** An element, with its attributes as written (lower-case names, values decoded). */
export type Element = {
  type: 'tag';
  name: string;
  attribs: Record<string, string>;
  children: ContentNode[];
  parent: Element | null;
  /** The node just before it under the same parent. */
  prev: ContentNode | null;
};

/** What HTML holds once comments are left out. */
export type ContentNode = TextNode | Element;

/** The tree as page data carries it: text as a string, an element as its name, attributes and children. */
export type PackedNode = string | [name: string, attribs: Record<string, string>, children: PackedNode[]];

export const isElement = (node: ContentNode): node is Element => node.type === 'tag';

export const textNode = (data: string): TextNode => ({ type: 'text', data, parent: null, prev: null });

/** Sets the parent and previous-sibling links of `nodes`, the children of `parent`. */
export function linkChildren<T extends ContentNode[]>(nodes: T, parent: Element | null): T {
  nodes.forEach((node, index) => {
    node.parent = parent;
    node.prev = nodes[index - 1] ?? null;
  });
  return nodes;
}

/** A new element holding `children`, linked to it; the element itself not yet in a tree. */
export function elementNode(name: string, attribs: Record<string, string>, children: ContentNode[] = []): Element {
  const element: Element = { type: 'tag', name, attribs, children, parent: null, prev: null };
  linkChildren(children, element);
  return element;
}

export function unpackContent(packed: readonly PackedNode[], parent: Element | null = null): ContentNode[] {
  const nodes = packed.map((item): ContentNode => {
    if (typeof item === 'string') return textNode(item);
    const [name, attribs, children] = item;
    const element = elementNode(name, attribs);
    element.children = unpackContent(children, element);
    return element;
  });
  return linkChildren(nodes, parent);
}

/** A deep copy of an element, for an enhancer that renders a changed copy of what the editor wrote. */
export function cloneElement(element: Element): Element {
  const copy: Element = { ...element, attribs: { ...element.attribs }, parent: null, prev: null };
  copy.children = linkChildren(
    element.children.map((child) => (isElement(child) ? cloneElement(child) : textNode(child.data))),
    copy,
  );
  return copy;
}

/** The element's classes, as the editor's "Additional CSS class(es)" and the blocks write them. */
export const classesOf = (element: Element): string[] => (element.attribs.class ?? '').split(/\s+/).filter(Boolean);

export const hasClass = (element: Element, name: string): boolean => classesOf(element).includes(name);

/** The element's child elements, without the text between them. */
export const childElements = (element: Element): Element[] => element.children.filter(isElement);

/** The text inside, entities already decoded by the parser. */
export function textOf(nodes: ContentNode | readonly ContentNode[]): string {
  if (Array.isArray(nodes)) return nodes.map((node: ContentNode) => textOf(node)).join('');
  const node = nodes as ContentNode;
  return node.type === 'text' ? node.data : textOf(node.children);
}

/** Every element at or below `nodes` that passes `test`, in document order (at most `limit`). */
export function findElements(nodes: readonly ContentNode[], test: (element: Element) => boolean, limit = Infinity): Element[] {
  const found: Element[] = [];
  const walk = (level: readonly ContentNode[]) => {
    for (const node of level) {
      if (found.length >= limit) return;
      if (!isElement(node)) continue;
      if (test(node)) found.push(node);
      walk(node.children);
    }
  };
  walk(nodes);
  return found;
}

/** The first element at or below `nodes` that passes `test`, in document order. */
export const findElement = (nodes: readonly ContentNode[], test: (element: Element) => boolean): Element | null => findElements(nodes, test, 1)[0] ?? null;

export const parentElement = (element: Element): Element | null => element.parent;

/** The nearest ancestor (not the element itself) that passes `test`. */
export function closest(element: Element, test: (ancestor: Element) => boolean): Element | null {
  for (let parent = parentElement(element); parent; parent = parentElement(parent)) {
    if (test(parent)) return parent;
  }
  return null;
}

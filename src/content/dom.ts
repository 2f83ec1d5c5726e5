// The one toolkit for reading parsed WordPress HTML: the nodes html-react-parser hands to the
// enhancers, and the pages the build parses for the hotel's facts and descriptions. The nodes are
// domhandler's; the walks are written here rather than taken from domutils, whose package brings
// its serialiser and the entity tables along: about 25 KB more in every page's script (measured).
import type { AnyNode } from 'domhandler';
import { htmlToDOM, type DOMNode, type Element } from 'html-react-parser';

export type { DOMNode, Element };

/** An element (scripts and styles are elements too), as domhandler's `isTag` says. */
const isElement = (node: AnyNode): node is Element => node.type === 'tag' || node.type === 'script' || node.type === 'style';

/** The element's classes, as the editor's "Additional CSS class(es)" and the blocks write them. */
export const classesOf = (element: Element): string[] => (element.attribs.class ?? '').split(/\s+/).filter(Boolean);

export const hasClass = (element: Element, name: string): boolean => classesOf(element).includes(name);

/** The element's child elements, without the text and comments between them. */
export const childElements = (element: Element): Element[] => element.children.filter(isElement);

/** The text inside, entities already decoded by the parser; comments left out. */
export function textOf(nodes: AnyNode | readonly AnyNode[]): string {
  if (Array.isArray(nodes)) return nodes.map((node: AnyNode) => textOf(node)).join('');
  const node = nodes as AnyNode;
  if (node.type === 'text') return node.data;
  // Comments hold no children in domhandler's tree, so what has children is text's container.
  return 'children' in node ? textOf(node.children) : '';
}

/** Every element at or below `nodes` that passes `test`, in document order (at most `limit`). */
export function findElements(nodes: readonly AnyNode[], test: (element: Element) => boolean, limit = Infinity): Element[] {
  const found: Element[] = [];
  const walk = (level: readonly AnyNode[]) => {
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
export const findElement = (nodes: readonly AnyNode[], test: (element: Element) => boolean): Element | null => findElements(nodes, test, 1)[0] ?? null;

export const parentElement = (element: Element): Element | null => (element.parent && isElement(element.parent) ? element.parent : null);

/** The nearest ancestor (not the element itself) that passes `test`. */
export function closest(element: Element, test: (ancestor: Element) => boolean): Element | null {
  for (let parent = parentElement(element); parent; parent = parentElement(parent)) {
    if (test(parent)) return parent;
  }
  return null;
}

/** A fragment of HTML as nodes: htmlparser2 on the server, the browser's own parser in the browser. */
export const parseHtml = (html: string): DOMNode[] => htmlToDOM(html) as DOMNode[];

/**
 * HTML as the words a reader sees, on one line: tags dropped, entities decoded by the parser
 * (every named and numeric entity, not a hand-kept list), white space folded.
 */
export const textFromHtml = (html: string): string => textOf(parseHtml(html)).replace(/\s+/g, ' ').trim();

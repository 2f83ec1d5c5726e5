// The one toolkit for reading parsed WordPress HTML: the nodes html-react-parser hands to the
// enhancers, and the pages the build parses for the hotel's facts and descriptions. The walking
// is domutils' (the library html-react-parser's parser is made with); what is added here is the
// vocabulary WordPress markup needs, class lists above all.
import { isTag, type AnyNode } from 'domhandler';
import { findAll, findOne, textContent } from 'domutils';
import { htmlToDOM, type DOMNode, type Element } from 'html-react-parser';

export type { DOMNode, Element };

/** The element's classes, as the editor's "Additional CSS class(es)" and the blocks write them. */
export const classesOf = (element: Element): string[] => (element.attribs.class ?? '').split(/\s+/).filter(Boolean);

export const hasClass = (element: Element, name: string): boolean => classesOf(element).includes(name);

/** The element's child elements, without the text and comments between them. */
export const childElements = (element: Element): Element[] => element.children.filter(isTag);

/** The text inside, entities already decoded by the parser; comments left out. */
export const textOf = (nodes: AnyNode | readonly AnyNode[]): string => textContent(Array.isArray(nodes) ? [...nodes] : (nodes as AnyNode));

/** The first element at or below `nodes` that passes `test`, in document order. */
export const findElement = (nodes: readonly AnyNode[], test: (element: Element) => boolean): Element | null => findOne(test, [...nodes]);

/** Every element at or below `nodes` that passes `test`, in document order. */
export const findElements = (nodes: readonly AnyNode[], test: (element: Element) => boolean): Element[] => findAll(test, [...nodes]);

export const parentElement = (element: Element): Element | null => (element.parent && isTag(element.parent) ? element.parent : null);

/** The nearest ancestor (not the element itself) that passes `test`. */
export function closest(element: Element, test: (ancestor: Element) => boolean): Element | null {
  for (let parent = element.parent; parent && isTag(parent); parent = parent.parent) {
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

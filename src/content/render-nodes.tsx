// The content tree as elements: each element as written, unless `replace` gives what it becomes.
import * as React from 'react';
import type { ContentNode, Element } from './dom';
import { propsOf } from './element-props';

/** What an element becomes; `undefined` leaves it as written. */
export type Replace = (element: Element) => React.ReactNode | undefined;

/** Whether the browser may leave an element, children and all, as the server wrote it. */
export type KeepAsWritten = (element: Element) => boolean;

// Preact hydrates an element given inner HTML without looking at its children, and does not
// touch them while the same inner HTML comes again: the server's DOM stays, and costs nothing.
const SERVER_HTML = { __html: '' };

// Elements that never have children: given an empty list, React would still complain.
const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'track', 'wbr']);

export function renderNodes(nodes: readonly ContentNode[], replace?: Replace, keepAsWritten?: KeepAsWritten): React.ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text') return node.data;
    const replaced = replace?.(node);
    if (replaced !== undefined) return <React.Fragment key={index}>{replaced}</React.Fragment>;
    if (keepAsWritten?.(node) && !VOID.has(node.name)) {
      return React.createElement(node.name, { ...propsOf(node.attribs, node.name), key: index, dangerouslySetInnerHTML: SERVER_HTML });
    }
    const children = VOID.has(node.name) ? undefined : renderNodes(node.children, replace, keepAsWritten);
    return React.createElement(node.name, { ...propsOf(node.attribs, node.name), key: index }, children);
  });
}

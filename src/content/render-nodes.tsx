// The content tree as elements: each element as written, unless `replace` gives what it becomes.
import * as React from 'react';
import type { ContentNode, Element } from './dom';
import { propsOf } from './element-props';

/** What an element becomes; `undefined` leaves it as written. */
export type Replace = (element: Element) => React.ReactNode | undefined;

// Elements that never have children: given an empty list, React would still complain.
const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'track', 'wbr']);

export function renderNodes(nodes: readonly ContentNode[], replace?: Replace): React.ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text') return node.data;
    const replaced = replace?.(node);
    if (replaced !== undefined) return <React.Fragment key={index}>{replaced}</React.Fragment>;
    const children = VOID.has(node.name) ? undefined : renderNodes(node.children, replace);
    return React.createElement(node.name, { ...propsOf(node.attribs, node.name), key: index }, children);
  });
}

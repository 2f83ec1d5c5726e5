// What the editor wrote for the directions page: the hotel's position on the `.hotel-map`
// element and its address in the page's `address.hotel-address` (a sibling, not a child).
import type { Element } from 'html-react-parser';
import { hotelFactsIn } from '../../lib/hotel-facts';

type Node = Element['children'][number];

export type MapBlock = {
  /** The hotel's position, or null when the editor gave none (or a wrong one). */
  position: { lat: number; lon: number } | null;
  /** The address on one line, as the destination field shows it. */
  address: string;
};

/** All nodes at the top of the page's content, found from any one of them. */
function pageNodes(element: Element): Node[] {
  let top: Node = element;
  while (top.parent && top.parent.type !== 'root') top = top.parent as Node;
  let first: Node = top;
  while (first.prev) first = first.prev as Node;
  const nodes: Node[] = [];
  for (let node: Node | null = first; node; node = node.next as Node | null) nodes.push(node);
  return nodes;
}

export function readMapBlock(element: Element): MapBlock {
  const facts = hotelFactsIn(pageNodes(element));
  const lat = facts?.latitude ?? null;
  const lon = facts?.longitude ?? null;
  return {
    position: lat !== null && lon !== null ? { lat, lon } : null,
    address: (facts?.addressLines ?? []).join(', '),
  };
}

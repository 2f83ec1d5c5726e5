// WordPress HTML as the content tree (dom.ts), parsed at build time with htmlparser2: the same
// parser sanitize-html reads the page with, so the tree holds what the sanitiser let through.
// Comments are left out; entities are decoded.
import { Parser } from 'htmlparser2';
import { elementNode, linkChildren, textNode, type ContentNode, type Element, type PackedNode } from './dom';

export function parseHtml(html: string): ContentNode[] {
  const top: ContentNode[] = [];
  const open: Element[] = [];
  const siblings = () => open[open.length - 1]?.children ?? top;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const element = elementNode(name, attribs);
        siblings().push(element);
        open.push(element);
      },
      ontext(data) {
        const list = siblings();
        const last = list[list.length - 1];
        // The parser may hand one text over in pieces.
        if (last?.type === 'text') last.data += data;
        else list.push(textNode(data));
      },
      onclosetag() {
        const element = open.pop();
        if (element) linkChildren(element.children, element);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return linkChildren(top, null);
}

/** The tree for the page's data: no links, which `unpackContent` sets again in the browser. */
export const packContent = (nodes: readonly ContentNode[]): PackedNode[] =>
  nodes.map((node) => (node.type === 'text' ? node.data : [node.name, node.attribs, packContent(node.children)]));

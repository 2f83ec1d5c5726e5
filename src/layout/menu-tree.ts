// WordPress sends a menu as a flat list of items with parent ids; the navigation needs a tree,
// and the side navigation needs to know which branch holds the page being shown.
import { siteUri, type FrontPageUris } from '../lib/front-page-uris';

export type FlatMenuItem = { id: string; parentId: string | null; label: string; path: string; order: number };
export type MenuNode = { id: string; label: string; path: string; children: MenuNode[] };

/** Items that link to a front page's WordPress uri link to where the site serves it (`frontPages`). */
export function buildMenuTree(items: FlatMenuItem[], frontPages: FrontPageUris = {}): MenuNode[] {
  const sorted = [...items].sort((a, b) => a.order - b.order);
  const nodes = new Map(sorted.map((item) => [item.id, { id: item.id, label: item.label, path: siteUri(item.path, frontPages), children: [] as MenuNode[] }]));
  const roots: MenuNode[] = [];
  for (const item of sorted) {
    const node = nodes.get(item.id)!;
    const parent = item.parentId ? nodes.get(item.parentId) : undefined;
    // An item whose parent is missing (unpublished, in another menu) is shown at the top level
    // rather than lost.
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

const samePath = (a: string, b: string) => a.replace(/\/?$/, '/') === b.replace(/\/?$/, '/');

/** Ids of the item that links to `currentPath` and of all its ancestors (empty when none does). */
export function activeTrail(tree: MenuNode[], currentPath: string): Set<string> {
  const walk = (nodes: MenuNode[], ancestors: string[]): string[] | null => {
    for (const node of nodes) {
      if (samePath(node.path, currentPath)) return [...ancestors, node.id];
      const found = walk(node.children, [...ancestors, node.id]);
      if (found) return found;
    }
    return null;
  };
  return new Set(walk(tree, []) ?? []);
}

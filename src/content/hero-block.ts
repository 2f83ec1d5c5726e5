// A page whose first block is a stay search shows it in its hero, with the featured image and the
// title, so that the booking path is in the first screen (docs/editors.md). The build splits the
// page's tree once: the hero block, and the content under it.
import { hasClass, isElement, type ContentNode, type Element } from './dom';

const HERO_CLASS = 'stay-search';

export type HeroSplit = { hero: Element | null; rest: ContentNode[] };

/** The page's first block when the hero takes it (a stay search), and the nodes after it. */
export function splitHeroBlock(content: readonly ContentNode[]): HeroSplit {
  const index = content.findIndex((node) => isElement(node) || node.data.trim() !== '');
  const first = content[index];
  if (!first || !isElement(first) || !hasClass(first, HERO_CLASS)) return { hero: null, rest: [...content] };
  return { hero: first, rest: content.slice(index + 1) };
}

import type { DOMNode, Element } from 'html-react-parser';
import * as React from 'react';
import { hasClass, type Enhancer } from '../../content/registry';
import { bcp47 } from '../../lib/locale';
import { parseStatNumber } from './stat-number';
import { StatCounter } from './StatCounter';
import { StatsNumbers } from './StatsNumbers';

const textOf = (node: DOMNode): string =>
  node.type === 'text' ? (node as { data: string }).data : 'children' in node ? (node.children as DOMNode[]).map(textOf).join('') : '';

const insideStats = (element: Element): boolean => {
  for (let parent = element.parent; parent && parent.type === 'tag'; parent = parent.parent) {
    if (hasClass(parent as Element, 'stats-numbers')) return true;
  }
  return false;
};

/** A Group with class `stats-numbers`: it watches for the block coming into view. */
export const statsEnhancer: Enhancer = {
  name: 'stats',
  matches: (element) => hasClass(element, 'stats-numbers'),
  render: (element, { renderChildren }) => (
    <StatsNumbers className={element.attribs.class}>{renderChildren(element.children as DOMNode[])}</StatsNumbers>
  ),
};

/** A bold number inside such a Group counts up. Bold text that is not a number stays as written. */
export const statNumberEnhancer: Enhancer = {
  name: 'stat-number',
  matches: (element) => element.name === 'strong' && insideStats(element) && parseStatNumber(textOf(element), 'en') !== null,
  render: (element, { locale }) => {
    const tag = bcp47(locale);
    const number = parseStatNumber(textOf(element), tag);
    return number ? <StatCounter number={number} locale={tag} className={element.attribs.class} /> : null;
  },
};

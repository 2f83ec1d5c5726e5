import * as React from 'react';
import { closest, hasClass, textOf, type Element } from '../../content/dom';
import type { Enhancer } from '../../content/registry';
import { bcp47 } from '../../lib/locale';
import { parseStatNumber } from './stat-number';
import { StatCounter } from './StatCounter';
import { StatsNumbers } from './StatsNumbers';

const insideStats = (element: Element): boolean => closest(element, (parent) => hasClass(parent, 'stats-numbers')) !== null;

/** A Group with class `stats-numbers`: it watches for the block coming into view. */
export const statsEnhancer: Enhancer = {
  name: 'stats',
  matches: (element) => hasClass(element, 'stats-numbers'),
  render: (element, { renderChildren }) => <StatsNumbers className={element.attribs.class}>{renderChildren(element.children)}</StatsNumbers>,
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

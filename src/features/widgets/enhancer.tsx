import * as React from 'react';
import { childElements, hasClass, textOf, type Element } from '../../content/dom';
import { propsOf } from '../../content/element-props';
import type { Enhancer } from '../../content/registry';
import { intervalMs } from '../../lib/interval';
import { HoverBox } from './HoverBox';
import { Popover } from './Popover';
import { popoverSize } from './popover-size';
import { Tabs } from './Tabs';
import * as styles from './widgets.module.css';

const isHeading = (element: Element) => /^h[1-6]$/.test(element.name);

/** A Details block: the browser's own disclosure, with its opening animated. */
export const accordionEnhancer: Enhancer = {
  name: 'accordion',
  matches: (element) => element.name === 'details',
  render: (element, { renderChildren }) => {
    const { className, ...rest } = propsOf(element.attribs);
    return (
      <details {...rest} className={[className, styles.accordion].filter(Boolean).join(' ')}>
        {renderChildren(element.children)}
      </details>
    );
  },
};

/** Tab panels: the Groups inside a `tabs` block, each starting with a heading that names its tab. */
const tabGroups = (element: Element) =>
  childElements(element).filter((group) => {
    const first = childElements(group)[0];
    return first !== undefined && isHeading(first);
  });

/** A Group with class `tabs` (optional `data-interval` in seconds, 0 or none: no rotation). */
export const tabsEnhancer: Enhancer = {
  name: 'tabs',
  matches: (element) => hasClass(element, 'tabs') && tabGroups(element).length > 1,
  render: (element, { renderChildren }) => {
    const tabs = tabGroups(element).map((group) => {
      const [heading] = childElements(group);
      // The heading becomes the tab; the rest of the group (text between elements too) is the panel.
      const body = group.children.filter((node) => node !== heading);
      return { label: textOf(heading).trim(), panel: renderChildren(body) };
    });
    return <Tabs tabs={tabs} intervalMs={intervalMs(element.attribs['data-interval'], 0)} className={element.attribs.class} />;
  },
};

/** A Group with class `hover-box`: a picture with text that rises over it. */
export const hoverBoxEnhancer: Enhancer = {
  name: 'hover-box',
  matches: (element) => hasClass(element, 'hover-box'),
  render: (element, { renderChildren }) => <HoverBox className={element.attribs.class}>{renderChildren(element.children)}</HoverBox>,
};

/** Text with class `popover` and its note in `data-content`. */
export const popoverEnhancer: Enhancer = {
  name: 'popover',
  matches: (element) => hasClass(element, 'popover') && Boolean(element.attribs['data-content']),
  render: (element, { renderChildren }) => {
    const size = popoverSize(element.attribs['data-width'], element.attribs['data-height']);
    return (
      <Popover content={element.attribs['data-content']} width={size.width} height={size.height} className={element.attribs.class}>
        {renderChildren(element.children)}
      </Popover>
    );
  },
};

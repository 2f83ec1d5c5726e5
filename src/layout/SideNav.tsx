import { Link } from 'gatsby';
import * as React from 'react';
import type { Ref, TouchEvent } from 'react';
import { useEarlyToggle } from '../lib/use-early-toggle';
import { useTranslation } from '../lib/use-translation';
import type { MenuNode } from './menu-tree';
import * as styles from './layout.module.css';

type Props = {
  tree: MenuNode[];
  trail: Set<string>;
  open: boolean;
  onClose: () => void;
  panelRef: Ref<HTMLElement>;
  swipeProps: { onTouchStart: (e: TouchEvent) => void; onTouchMove: (e: TouchEvent) => void; onTouchEnd: (e: TouchEvent) => void };
};

function AccordionEntry({ node, trail }: { node: MenuNode; trail: Set<string> }) {
  const { t } = useTranslation();
  // The branch that holds the current page starts open.
  const { open: expanded, setOpen: setExpanded, toggleProps } = useEarlyToggle(trail.has(node.id));
  const current = trail.has(node.id);
  const linkProps = { 'aria-current': node.id === [...trail].pop() ? ('page' as const) : undefined };
  if (node.children.length === 0) {
    return (
      <li className={current ? styles.current : undefined}>
        <Link to={node.path} {...linkProps}>
          {node.label}
        </Link>
      </li>
    );
  }
  const id = `side-submenu-${node.id}`;
  return (
    <li className={current ? styles.current : undefined}>
      <div className={styles.sideNavRow}>
        <Link to={node.path} {...linkProps}>
          {node.label}
        </Link>
        <button
          {...toggleProps}
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          aria-label={t('submenu', { label: node.label })}
          onClick={() => setExpanded((e) => !e)}
        >
          <span aria-hidden="true" className={styles.chevron} />
        </button>
      </div>
      <ul id={id} hidden={!expanded}>
        {node.children.map((child) => (
          <AccordionEntry key={child.id} node={child} trail={trail} />
        ))}
      </ul>
    </li>
  );
}

/** The menu on narrow screens: a panel that slides in from the right. */
export function SideNav({ tree, trail, open, onClose, panelRef, swipeProps }: Props) {
  const { t } = useTranslation();
  // One element with its overlay, which stays usable (not inert) while the panel is open.
  return (
    <div>
      <div className={styles.overlay} data-open={open} onClick={onClose} aria-hidden="true" />
      <nav id="side-nav" aria-label={t('mainMenu')} className={styles.sideNav} data-open={open} ref={panelRef} {...swipeProps}>
        <ul>
          {tree.map((node) => (
            <AccordionEntry key={node.id} node={node} trail={trail} />
          ))}
        </ul>
      </nav>
    </div>
  );
}

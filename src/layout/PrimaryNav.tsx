import { Link } from 'gatsby';
import * as React from 'react';
import { useTranslation } from '../lib/use-translation';
import type { MenuNode } from './menu-tree';
import { useSubmenu } from './use-submenu';
import * as styles from './layout.module.css';

function MenuEntry({ node, trail }: { node: MenuNode; trail: Set<string> }) {
  const { t } = useTranslation();
  const { open, itemProps, toggleProps } = useSubmenu();
  const current = trail.has(node.id);
  if (node.children.length === 0) {
    return (
      <li className={current ? styles.current : undefined}>
        <Link to={node.path}>{node.label}</Link>
      </li>
    );
  }
  const submenuId = `submenu-${node.id}`;
  return (
    <li className={`${styles.hasSubmenu} ${current ? styles.current : ''}`} {...itemProps}>
      <Link to={node.path}>{node.label}</Link>
      <button type="button" className={styles.submenuToggle} aria-controls={submenuId} aria-label={t('submenu', { label: node.label })} {...toggleProps}>
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <ul id={submenuId} className={styles.submenu} hidden={!open}>
        {node.children.map((child) => (
          <li key={child.id} className={trail.has(child.id) ? styles.current : undefined}>
            <Link to={child.path}>{child.label}</Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The primary menu on wide screens. */
export function PrimaryNav({ tree, trail }: { tree: MenuNode[]; trail: Set<string> }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('mainMenu')} className={styles.primaryNav}>
      <ul>
        {tree.map((node) => (
          <MenuEntry key={node.id} node={node} trail={trail} />
        ))}
      </ul>
    </nav>
  );
}

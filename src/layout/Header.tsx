import { Link } from 'gatsby';
import * as React from 'react';
import { useTranslation } from '../lib/use-translation';
import type { MenuNode } from './menu-tree';
import { LanguageSwitcher, type LanguageLink } from './LanguageSwitcher';
import { PrimaryNav } from './PrimaryNav';
import * as styles from './layout.module.css';

type Props = {
  siteTitle: string;
  homeUri: string;
  tree: MenuNode[];
  trail: Set<string>;
  languageLinks: LanguageLink[];
  language: string;
  sticky: boolean;
};

export function Header({ siteTitle, homeUri, tree, trail, languageLinks, language, sticky }: Props) {
  const { t } = useTranslation();
  // The frame keeps the header's height in the page, so turning sticky moves nothing below it.
  return (
    <div className={styles.headerFrame}>
      <header className={styles.header} data-sticky={sticky}>
        <div className={styles.headerInner}>
          <Link to={homeUri} className={styles.brand} aria-label={t('home', { site: siteTitle })}>
            {siteTitle}
          </Link>
          <PrimaryNav tree={tree} trail={trail} />
          <LanguageSwitcher links={languageLinks} current={language} />
        </div>
      </header>
    </div>
  );
}

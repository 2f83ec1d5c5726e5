import * as React from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { CookieNotice } from '../features/consent/CookieNotice';
import { CookieSettings } from '../features/consent/CookieSettings';
import type { FrontPageUris } from '../lib/front-page-uris';
import type { HotelFacts } from '../content/hotel-facts';
import { HydrateInTurn } from '../lib/hydrate-in-turn';
import { Footer } from './Footer';
import { Header } from './Header';
import type { LanguageLink } from './LanguageSwitcher';
import { activeTrail, buildMenuTree, type FlatMenuItem } from './menu-tree';
import { SideNav } from './SideNav';
import { useSideNav } from './use-side-nav';
import { useStickyHeader } from './use-sticky-header';
import * as styles from './layout.module.css';

export type LayoutProps = {
  siteTitle: string;
  language: string;
  homeUri: string;
  /** Menu items that point at a front page's WordPress uri link to its language root instead. */
  frontPageUris: FrontPageUris;
  currentPath: string;
  primaryMenu: FlatMenuItem[];
  footerMenu: FlatMenuItem[];
  languageLinks: LanguageLink[];
  hotel: HotelFacts | null;
  hasMap: boolean;
  children: ReactNode;
};

/** What every page wears: header, side navigation on narrow screens, footer. */
export function Layout(props: LayoutProps) {
  const { t } = useTranslation();
  const primary = buildMenuTree(props.primaryMenu, props.frontPageUris);
  const trail = activeTrail(primary, props.currentPath);
  const footer = buildMenuTree(props.footerMenu, props.frontPageUris);
  const sideNav = useSideNav();
  const sticky = useStickyHeader();

  // The order is the Tab order. The cookie notice, fixed at the bottom of the window, comes first,
  // so that a keyboard reaches it before the page. The menu toggle comes after the header, whose
  // top right corner it sits in, and before the content; it is not in the header because the
  // header slides away with the page when the side navigation opens, and the toggle stays.
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <CookieNotice />
      <div className={styles.headerSlide} data-side-nav-open={sideNav.open}>
        <HydrateInTurn name="header">
          <Header
            siteTitle={props.siteTitle}
            homeUri={props.homeUri}
            tree={primary}
            trail={trail}
            languageLinks={props.languageLinks}
            language={props.language}
            sticky={sticky}
          />
        </HydrateInTurn>
      </div>
      <button type="button" className={styles.menuToggle} data-sticky={sticky} aria-controls="side-nav" {...sideNav.toggleProps}>
        <span aria-hidden="true" className={styles.burger} />
        <span className={styles.visuallyHidden}>{sideNav.open ? t('closeMenu') : t('openMenu')}</span>
      </button>
      <div className={styles.page} data-side-nav-open={sideNav.open}>
        <HydrateInTurn name="main">
          <main id="main" tabIndex={-1} className={styles.main}>
            {props.children}
          </main>
        </HydrateInTurn>
        <HydrateInTurn name="footer">
          <Footer siteTitle={props.siteTitle} menu={footer} hotel={props.hotel} hasMap={props.hasMap}>
            <CookieSettings />
          </Footer>
        </HydrateInTurn>
      </div>
      <HydrateInTurn name="side-nav">
        <SideNav tree={primary} trail={trail} open={sideNav.open} onClose={sideNav.close} panelRef={sideNav.panelRef} swipeProps={sideNav.swipeProps} />
      </HydrateInTurn>
    </>
  );
}

import { Link } from 'gatsby';
import * as React from 'react';
import { useTranslation } from '../lib/use-translation';
import type { HotelFacts } from '../content/hotel-facts';
import type { MenuNode } from './menu-tree';
import * as styles from './layout.module.css';

type Props = { siteTitle: string; menu: MenuNode[]; hotel: HotelFacts | null; hasMap: boolean; children?: React.ReactNode };

export function Footer({ siteTitle, menu, hotel, hasMap, children }: Props) {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div>
          <p className={styles.footerBrand}>{siteTitle}</p>
          {hotel && hotel.addressLines.length > 0 && (
            <address>
              {hotel.addressLines
                .filter((line) => line !== siteTitle)
                .map((line) => (
                  <React.Fragment key={line}>
                    {line}
                    <br />
                  </React.Fragment>
                ))}
              {hotel.telephone && (
                <>
                  {t('phone')}: <a href={`tel:${hotel.telephone.replace(/\s+/g, '')}`}>{hotel.telephone}</a>
                </>
              )}
            </address>
          )}
        </div>
        {menu.length > 0 && (
          <nav aria-label={t('footerMenu')}>
            <ul>
              {menu.map((item) => (
                <li key={item.id}>
                  <Link to={item.path}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      {hasMap && <p className={styles.attribution}>{t('mapAttribution')}</p>}
      {children}
    </footer>
  );
}

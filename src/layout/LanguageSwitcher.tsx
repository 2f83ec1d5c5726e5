import { Link } from 'gatsby';
import * as React from 'react';
import { useTranslation } from '../lib/use-translation';
import { bcp47 } from '../lib/locale';
import * as styles from './layout.module.css';

export type LanguageLink = { code: string; slug: string; locale: string; name: string; uri: string; isTranslation: boolean };

/** Links to this page in each other language (its translation, or that language's home). */
export function LanguageSwitcher({ links, current }: { links: LanguageLink[]; current: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('languages')} className={styles.languages}>
      <ul>
        {links.map((link) => {
          const tag = bcp47(link.locale);
          return (
            <li key={link.slug}>
              {link.slug === current ? (
                <span aria-current="true" lang={tag} title={link.name}>
                  <abbr title={link.name}>{link.slug.toUpperCase()}</abbr>
                  <span className={styles.visuallyHidden}>{t('currentLanguage', { language: link.name })}</span>
                </span>
              ) : (
                <Link to={link.uri} hrefLang={tag} lang={tag}>
                  <span aria-hidden="true">{link.slug.toUpperCase()}</span>
                  <span className={styles.visuallyHidden}>{link.name}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { HotelFacts } from '../lib/hotel-facts';
import type { LanguageLink } from '../layout/LanguageSwitcher';
import { Layout } from '../layout/Layout';
import type { FlatMenuItem } from '../layout/menu-tree';
import { SeoHead } from '../layout/SeoHead';
import * as styles from './page.module.css';

type Data = {
  wp: { generalSettings: { title: string } };
  site: { siteMetadata: { siteUrl: string } };
  primaryMenu: { nodes: FlatMenuItem[] };
  footerMenu: { nodes: FlatMenuItem[] };
  locales: { edges: { node: { language: string; data: string } }[] };
};

type Context = { language: string; locale: string; defaultLanguage: string; languageLinks: LanguageLink[]; hotel: HotelFacts | null; homeUri: string };

export default function NotFound({ data, pageContext, location }: PageProps<Data, Context>) {
  const { t } = useTranslation();
  return (
    <Layout
      siteTitle={data.wp.generalSettings.title}
      language={pageContext.language}
      homeUri={pageContext.homeUri}
      currentPath={location.pathname}
      primaryMenu={data.primaryMenu.nodes}
      footerMenu={data.footerMenu.nodes}
      languageLinks={pageContext.languageLinks}
      hotel={pageContext.hotel}
      hasMap={false}
    >
      <div className={styles.body}>
        <h1>{t('notFoundTitle')}</h1>
        <p>{t('notFoundText')}</p>
        <p>
          <Link to={pageContext.homeUri}>{t('backHome')}</Link>
        </p>
      </div>
    </Layout>
  );
}

// The Head API has no i18next instance, so the title is read from the page's own locale data.
export function Head({ data, pageContext }: HeadProps<Data, Context>) {
  const strings = JSON.parse(data.locales.edges[0]?.node.data ?? '{}') as Record<string, string>;
  return (
    <SeoHead
      siteUrl={data.site.siteMetadata.siteUrl}
      siteTitle={data.wp.generalSettings.title}
      title={strings.notFoundTitle ?? '404'}
      description=""
      uri={pageContext.homeUri}
      locale={pageContext.locale}
      defaultLanguage={pageContext.defaultLanguage}
      languageLinks={pageContext.languageLinks}
      noindex
    />
  );
}

export const query = graphql`
  query NotFound($language: String!, $primaryLocation: WpMenuLocationEnum!, $footerLocation: WpMenuLocationEnum!) {
    ...LayoutData
  }
`;

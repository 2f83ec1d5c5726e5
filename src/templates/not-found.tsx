import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { useTranslation } from '../lib/use-translation';
import type { FrontPageUris } from '../lib/front-page-uris';
import type { HotelFacts } from '../content/hotel-facts';
import { translate } from '../lib/translate';
import type { LanguageLink } from '../layout/LanguageSwitcher';
import { Layout } from '../layout/Layout';
import type { FlatMenuItem } from '../layout/menu-tree';
import { pageUiStrings } from '../layout/PageStrings';
import { SeoHead } from '../layout/SeoHead';
import * as styles from './page.module.css';

type Data = {
  wp: { generalSettings: { title: string } };
  site: { siteMetadata: { siteUrl: string } };
  primaryMenu: { nodes: FlatMenuItem[] };
  footerMenu: { nodes: FlatMenuItem[] };
};

type Context = {
  language: string;
  locale: string;
  defaultLanguage: string;
  languageLinks: LanguageLink[];
  hotel: HotelFacts | null;
  homeUri: string;
  frontPageUris: FrontPageUris;
};

export default function NotFound({ data, pageContext, location }: PageProps<Data, Context>) {
  const { t } = useTranslation();
  return (
    <Layout
      siteTitle={data.wp.generalSettings.title}
      language={pageContext.language}
      homeUri={pageContext.homeUri}
      frontPageUris={pageContext.frontPageUris}
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

// Head renders outside the page's element (no provider), so it reads the strings itself.
export function Head({ data, pageContext }: HeadProps<Data, Context>) {
  return (
    <SeoHead
      siteUrl={data.site.siteMetadata.siteUrl}
      siteTitle={data.wp.generalSettings.title}
      title={translate(pageUiStrings(data).common ?? {}, pageContext.language, 'notFoundTitle')}
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
  query NotFound($primaryLocation: WpMenuLocationEnum!, $footerLocation: WpMenuLocationEnum!, $language: String!, $defaultLanguage: String!) {
    ...LayoutData
  }
`;

import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import { PageStrings } from './src/layout/PageStrings';
import { SITE_ICON } from './src/layout/site-icon';
import { CONSENT_META, consentEnv } from './src/lib/consent-config';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <PageStrings pageContext={props.pageContext} data={props.data}>
    {element}
  </PageStrings>
);

// The icon and theme colour are the same on every page, so they are set once here; the page's
// language and title come from each template's Head.
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([
    <link key="icon" rel="icon" href={SITE_ICON} type="image/svg+xml" />,
    <meta key="theme-color" name="theme-color" content="#1f2a44" />,
    <meta key="consent" name={CONSENT_META} content={JSON.stringify(consentEnv())} />,
  ]);
};

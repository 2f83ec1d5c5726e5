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
// language and title come from each template's Head. The consent settings are written only when
// the build was given some: without them the browser uses the defaults, as the build did.
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  const consent = JSON.stringify(consentEnv());
  setHeadComponents([
    <link key="icon" rel="icon" href={SITE_ICON} type="image/svg+xml" />,
    <meta key="theme-color" name="theme-color" content="#1f2a44" />,
    ...(consent === '{}' ? [] : [<meta key="consent" name={CONSENT_META} content={consent} />]),
  ]);
};

// Gatsby names itself and its version in every page's head: bytes of the first round trip
// (decision 003), and nothing a visitor or a crawler uses.
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents();
  const kept = head.filter((component) => !(React.isValidElement<{ name?: string }>(component) && component.props.name === 'generator'));
  if (kept.length !== head.length) replaceHeadComponents(kept);
};

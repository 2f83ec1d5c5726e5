// Browser entry: fonts (self-hosted, Latin only: what the three languages need) and global styles.
import '@fontsource/cormorant-garamond/latin-600.css';
import '@fontsource-variable/inter/index.css';
import './src/styles/global.css';
import './src/styles/wordpress-blocks.css';
import * as React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { PageStrings } from './src/layout/PageStrings';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => <PageStrings pageContext={props.pageContext}>{element}</PageStrings>;

// Marks the moment React has taken over the server-rendered page: styles can tell enhanced
// widgets from their plain HTML, and browser tests wait for it before they click.
export const onInitialClientRender = () => {
  document.documentElement.dataset.hydrated = 'true';
};

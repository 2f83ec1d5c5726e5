// Browser entry: the display typeface (self-hosted, Latin only: what the three languages need) and
// global styles. Body text uses the visitor's system font (decision record 007).
import '@fontsource/cormorant-garamond/latin-600.css';
import './src/styles/global.css';
import './src/styles/wordpress-blocks.css';
import * as React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PageStrings } from './src/layout/PageStrings';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => <PageStrings pageContext={props.pageContext}>{element}</PageStrings>;

// Marks the moment React has taken over the server-rendered page: styles can tell enhanced
// widgets from their plain HTML, and browser tests wait for it before they click.
export const onInitialClientRender = () => {
  document.documentElement.dataset.hydrated = 'true';
};

// React 18 hydrates a root in one blocking task unless the work is started as a transition; as
// a transition it yields to the browser every few milliseconds, so a slow phone can paint and
// answer input while the page is being taken over. A click on a part not yet hydrated still
// makes React finish that part at once.
// (Gatsby's own type for this hook is the legacy ReactDOM.render signature, so it is not used.)
export const replaceHydrateFunction = () => (element: React.ReactElement, container: Element | null) => {
  if (!container) return;
  React.startTransition(() => {
    if (container.hasChildNodes()) hydrateRoot(container, element);
    else createRoot(container).render(element);
  });
};

// Browser entry: the display typeface (self-hosted, Latin only: what the three languages need) and
// global styles. Body text uses the visitor's system font (decision record 007).
import './src/styles/display-font.css';
import './src/styles/global.css';
import './src/styles/wordpress-blocks.css';
import * as React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { PageStrings } from './src/layout/PageStrings';
import { partsHydrated } from './src/lib/hydrate-in-turn';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <PageStrings pageContext={props.pageContext} data={props.data}>
    {element}
  </PageStrings>
);

// Marks the moment the scripts have taken over the server-rendered page: styles can tell enhanced
// widgets from their plain HTML, and browser tests wait for it before they click. It waits for the
// parts hydrated in turn (hydrate-in-turn.tsx); Preact runs the components' effects (their
// listeners among them) in a task after the next frame; the mark comes in the task after those.
export const onInitialClientRender = () => {
  void partsHydrated().then(() => requestAnimationFrame(() => setTimeout(() => (document.documentElement.dataset.hydrated = 'true'))));
};

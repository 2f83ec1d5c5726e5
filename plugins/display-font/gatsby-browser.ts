import type { GatsbyBrowser } from 'gatsby';
import { DISPLAY_FONT_ATTRIBUTE, DISPLAY_FONT_READY_ATTRIBUTE } from './head-script';

// A page the site draws after a link is followed uses the display typeface once the first page
// has it among its fonts (head-script.ts). The site's header is drawn again in it at that
// moment; it follows the visitor's click, which layout-shift measures leave out.
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  const root = document.documentElement;
  if (prevLocation && root.hasAttribute(DISPLAY_FONT_READY_ATTRIBUTE)) root.setAttribute(DISPLAY_FONT_ATTRIBUTE, '');
};

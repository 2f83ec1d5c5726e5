import type { GatsbyBrowser } from 'gatsby';
import { DISPLAY_FONT_FILE } from './font-file';
import { DISPLAY_FONT_ATTRIBUTE } from './head-script';

// The first page of a visit is drawn without the display typeface (head-script.ts). Once it is
// idle, the font is fetched: into the browser's cache for the pages loaded after it, and into
// the page's fonts for those the site draws itself after a link is followed. The face is added
// from the fetched bytes, so it is ready when it is added: the new page is drawn with it at once,
// where the stylesheet's `optional` face, asked for so late, would never be drawn on this page.
// The site's header, drawn again in it at that point, moves only on a visitor's click.
let face: FontFace | undefined;
let fetching = false;

const savesData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

async function fetchFont() {
  if (fetching || face || savesData()) return;
  fetching = true;
  try {
    const response = await fetch(DISPLAY_FONT_FILE);
    if (!response.ok) return;
    const loaded = await new FontFace('Cormorant Garamond', await response.arrayBuffer(), { weight: '600', style: 'normal' }).load();
    document.fonts.add(loaded);
    face = loaded;
  } catch {
    // Offline, or a file the browser cannot read: the headings keep the fallback; the next page tries again.
  } finally {
    fetching = false;
  }
}

const whenIdle = (task: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(() => task(), { timeout: 5000 }) : setTimeout(task, 2000));

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  if (document.documentElement.hasAttribute(DISPLAY_FONT_ATTRIBUTE)) return;
  const start = () => whenIdle(() => void fetchFont());
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  const root = document.documentElement;
  if (!prevLocation || root.hasAttribute(DISPLAY_FONT_ATTRIBUTE)) return;
  if (face) root.setAttribute(DISPLAY_FONT_ATTRIBUTE, '');
  else void fetchFont();
};

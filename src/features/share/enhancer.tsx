import * as React from 'react';
import { Suspense } from 'react';
import { hasClass, textOf } from '../../content/dom';
import type { Enhancer } from '../../content/registry';
import { droppedNetworksWarning, readNetworks } from './share-networks';

const ShareButtons = React.lazy(() => import('./ShareButtons'));

// `<div class="share-buttons" data-networks="facebook,twitter,instagram" data-url data-message
// data-image-url data-id data-item-id data-instagram-url>` with the toggle's words inside.
export const shareEnhancer: Enhancer = {
  name: 'share',
  matches: (element) => hasClass(element, 'share-buttons'),
  render: (element, { renderChildren, locale, pageUri, page }) => {
    const a = element.attribs;
    const fallback = <div className={a.class}>{renderChildren(element.children)}</div>;
    const { buttons, dropped } = readNetworks(a['data-networks'], (network) => a[`data-${network}-url`]);
    // Said once, while the build writes the page (the browser renders it again): the build's log
    // is where whoever publishes the site learns that an editor's button went missing.
    if (dropped.length > 0 && typeof window === 'undefined') console.warn(droppedNetworksWarning(pageUri ?? 'a page', dropped));
    if (buttons.length === 0) return fallback;
    return (
      <Suspense fallback={fallback}>
        <ShareButtons
          buttons={buttons}
          url={a['data-url']}
          message={a['data-message']}
          imageUrl={a['data-image-url']}
          id={a['data-id']}
          itemId={a['data-item-id']}
          label={textOf(element.children).replace(/\s+/g, ' ').trim()}
          locale={locale}
          page={page}
        />
      </Suspense>
    );
  },
};

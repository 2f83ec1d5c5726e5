import * as React from 'react';
import { hasClass, textOf } from '../../content/dom';
import type { Enhancer } from '../../content/registry';
import { lazyOnFirstUse } from '../../lib/lazy-on-first-use';

// The build renders the block whole, its links in their hidden group; its code (the list of
// networks, the counts) loads when the visitor first reaches for it (lazy-on-first-use.tsx). A
// press on the toggle before then opens the group all the same (use-early-toggle.ts).
const { Component: ShareBlock, useLoadOnFirstUse } = lazyOnFirstUse(() => import(/* webpackChunkName: "share" */ './ShareBlock'), {
  selector: '.share-buttons',
});

function ShareOnFirstUse(props: React.ComponentProps<typeof ShareBlock>) {
  useLoadOnFirstUse();
  return (
    <React.Suspense fallback={props.plain}>
      <ShareBlock {...props} />
    </React.Suspense>
  );
}

// `<div class="share-buttons" data-networks="facebook,twitter,instagram" data-url data-message
// data-image-url data-id data-item-id data-instagram-url>` with the toggle's words inside.
export const shareEnhancer: Enhancer = {
  name: 'share',
  matches: (element) => hasClass(element, 'share-buttons'),
  render: (element, { renderChildren, locale, pageUri, page }) => (
    <ShareOnFirstUse
      attributes={element.attribs}
      label={textOf(element.children).replace(/\s+/g, ' ').trim()}
      plain={<div className={element.attribs.class}>{renderChildren(element.children)}</div>}
      locale={locale}
      pageUri={pageUri}
      page={page}
    />
  ),
};

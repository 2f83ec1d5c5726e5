// The share block from the editor's attributes: the buttons it lists, or the editor's HTML as it is
// when none is left. Loaded with the buttons, so that pages carry the list of networks only where
// a share block is, and only once the visitor reaches for it.
import * as React from 'react';
import type { PageFacts } from '../../content/registry';
import ShareButtons from './ShareButtons';
import { droppedNetworksWarning, readNetworks } from './share-networks';

type Props = {
  /** The block's `data-*` attributes (`data-networks`, `data-url`, `data-instagram-url`…). */
  attributes: Record<string, string | undefined>;
  /** The editor's words for the toggle. */
  label: string;
  /** The editor's HTML, shown when no button is left. */
  plain: React.ReactNode;
  locale: string;
  pageUri?: string;
  page?: PageFacts;
};

export default function ShareBlock({ attributes: a, label, plain, locale, pageUri, page }: Props) {
  const { buttons, dropped } = readNetworks(a['data-networks'], (network) => a[`data-${network}-url`]);
  // Said once, while the build writes the page (the browser renders it again): the build's log
  // is where whoever publishes the site learns that an editor's button went missing.
  if (dropped.length > 0 && typeof window === 'undefined') console.warn(droppedNetworksWarning(pageUri ?? 'a page', dropped));
  if (buttons.length === 0) return <>{plain}</>;
  return (
    <ShareButtons
      buttons={buttons}
      url={a['data-url']}
      message={a['data-message']}
      imageUrl={a['data-image-url']}
      id={a['data-id']}
      itemId={a['data-item-id']}
      label={label}
      locale={locale}
      page={page}
    />
  );
}

// The directions page: an element with class `hotel-map` becomes the map with the directions
// form, starting from the hotel's facts (read from that element and the address at build time).
// The page's HTML has the form; its code loads when the visitor first reaches for it, scrolls to
// the map, or comes with a route in the address (lazy-on-first-use.tsx). Where the HTML did not
// come from the server (`gatsby develop`, which the preview server runs), the editor's own HTML shows until then.
import * as React from 'react';
import { hasClass } from '../../content/dom';
import type { Enhancer } from '../../content/registry';
import { lazyOnFirstUse } from '../../lib/lazy-on-first-use';
import { mapBlock } from './map-block';
import { routeInAddress } from './route-in-address';

const { Component: Directions, useLoadOnFirstUse } = lazyOnFirstUse(() => import(/* webpackChunkName: "directions" */ './Directions'), {
  selector: '[data-directions]',
  inView: '[data-map-area]',
});

const routeToShow = () => routeInAddress(window.location.hash, window.location.search);

function DirectionsBlock(props: React.ComponentProps<typeof Directions> & { fallback: React.ReactNode }) {
  useLoadOnFirstUse(routeToShow);
  const { fallback, ...directions } = props;
  return (
    <React.Suspense fallback={fallback}>
      <Directions {...directions} />
    </React.Suspense>
  );
}

export const directions: Enhancer = {
  name: 'directions',
  matches: (element) => hasClass(element, 'hotel-map'),
  render: (element, { renderChildren, language, locale, hotel }) => {
    const { position, address } = mapBlock(hotel);
    const fallback = <div className={element.attribs.class}>{renderChildren(element.children)}</div>;
    return <DirectionsBlock position={position} address={address} language={language} locale={locale} fallback={fallback} />;
  },
};

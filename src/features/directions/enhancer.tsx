// The directions page: an element with class `hotel-map` becomes the map with the directions
// form, starting from the hotel's facts (read from that element and the address at build time). Until its code has loaded (and without JavaScript) the editor's own
// HTML shows.
import * as React from 'react';
import { hasClass } from '../../content/dom';
import type { Enhancer } from '../../content/registry';
import { mapBlock } from './map-block';

const Directions = React.lazy(() => import('./Directions'));

export const directions: Enhancer = {
  name: 'directions',
  matches: (element) => hasClass(element, 'hotel-map'),
  render: (element, { renderChildren, language, locale, hotel }) => {
    const { position, address } = mapBlock(hotel);
    const fallback = <div className={element.attribs.class}>{renderChildren(element.children)}</div>;
    return (
      <React.Suspense fallback={fallback}>
        <Directions position={position} address={address} language={language} locale={locale} />
      </React.Suspense>
    );
  },
};

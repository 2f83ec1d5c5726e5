// The directions page: an element with class `hotel-map` (data-lat, data-lng) becomes the map
// with the directions form. Until its code has loaded (and without JavaScript) the editor's own
// HTML shows.
import type { DOMNode } from 'html-react-parser';
import * as React from 'react';
import { hasClass, type Enhancer } from '../../content/registry';
import { readMapBlock } from './map-block';

const Directions = React.lazy(() => import('./Directions'));

export const directions: Enhancer = {
  name: 'directions',
  matches: (element) => hasClass(element, 'hotel-map'),
  render: (element, { renderChildren, language, locale }) => {
    const { position, address } = readMapBlock(element);
    const fallback = <div className={element.attribs.class}>{renderChildren(element.children as DOMNode[])}</div>;
    return (
      <React.Suspense fallback={fallback}>
        <Directions position={position} address={address} language={language} locale={locale} />
      </React.Suspense>
    );
  },
};

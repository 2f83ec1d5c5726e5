import * as React from 'react';
import { propsOf } from '../../content/element-props';
import type { Enhancer } from '../../content/registry';
import { galleryOf, isLightboxGallery, isMediaLink, lightboxItem, mediaLinksIn } from './lightbox-items';
import { LightboxGroup } from './LightboxGroup';
import { LightboxLink } from './LightboxLink';

/** A gallery whose images link to their files (or to videos): its pictures browse together in one lightbox. */
export const lightboxGalleryEnhancer: Enhancer = {
  name: 'lightbox-gallery',
  matches: (element) => isLightboxGallery(element) && mediaLinksIn(element).length > 0,
  render: (element, { renderChildren }) => {
    return (
      <figure {...propsOf(element.attribs)}>
        <LightboxGroup items={mediaLinksIn(element).map(lightboxItem)}>{renderChildren(element.children)}</LightboxGroup>
      </figure>
    );
  },
};

/** An image linked to its file (or to a video) opens in the lightbox; inside a gallery, with the gallery's other pictures. */
export const lightboxLinkEnhancer: Enhancer = {
  name: 'lightbox-link',
  matches: isMediaLink,
  render: (element, { renderChildren }) => {
    const children = renderChildren(element.children);
    const gallery = galleryOf(element);
    if (gallery) {
      return (
        <LightboxLink href={element.attribs.href} index={mediaLinksIn(gallery).indexOf(element)} className={element.attribs.class}>
          {children}
        </LightboxLink>
      );
    }
    return (
      <LightboxGroup items={[lightboxItem(element)]}>
        <LightboxLink href={element.attribs.href} index={0} className={element.attribs.class}>
          {children}
        </LightboxLink>
      </LightboxGroup>
    );
  },
};

import { attributesToProps, type DOMNode } from 'html-react-parser';
import * as React from 'react';
import type { Enhancer } from '../../content/registry';
import { galleryOf, imageLinksIn, isImageLink, isLightboxGallery, lightboxItem } from './lightbox-items';
import { LightboxGroup } from './LightboxGroup';
import { LightboxLink } from './LightboxLink';

/** A gallery whose images link to their files: its pictures browse together in one lightbox. */
export const lightboxGalleryEnhancer: Enhancer = {
  name: 'lightbox-gallery',
  matches: (element) => isLightboxGallery(element) && imageLinksIn(element).length > 0,
  render: (element, { renderChildren }) => {
    return (
      <figure {...attributesToProps(element.attribs)}>
        <LightboxGroup items={imageLinksIn(element).map(lightboxItem)}>{renderChildren(element.children as DOMNode[])}</LightboxGroup>
      </figure>
    );
  },
};

/** An image linked to its file opens in the lightbox; inside a gallery, with the gallery's other pictures. */
export const lightboxLinkEnhancer: Enhancer = {
  name: 'lightbox-link',
  matches: isImageLink,
  render: (element, { renderChildren }) => {
    const children = renderChildren(element.children as DOMNode[]);
    const gallery = galleryOf(element);
    if (gallery) {
      return (
        <LightboxLink href={element.attribs.href} index={imageLinksIn(gallery).indexOf(element)} className={element.attribs.class}>
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

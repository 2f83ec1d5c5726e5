import * as React from 'react';
import { childElements, hasClass, type Element } from '../../content/dom';
import type { Enhancer } from '../../content/registry';
import { ImageSizes } from '../../content/ResponsiveImage';
import { Slider } from './Slider';
import { sliderSettings, type SliderKind } from './slider-settings';
import * as styles from './sliders.module.css';

const kindOf = (element: Element): SliderKind | null => {
  if (element.name !== 'figure' || !hasClass(element, 'wp-block-gallery')) return null;
  if (hasClass(element, 'main-slider')) return 'main';
  if (hasClass(element, 'awards-slider')) return 'awards';
  return null;
};

// One picture at a time, as wide as the slider: 92% of a phone, then the text's measure (672 px),
// or 30rem for the awards (sliders.module.css).
const SLIDE_SIZES: Record<SliderKind, string> = { main: '(min-width: 731px) 672px, 92vw', awards: '(min-width: 522px) 480px, 92vw' };

const figuresOf = (element: Element): Element[] => childElements(element).filter((child) => child.name === 'figure');

/** A Gallery block with class `main-slider` or `awards-slider` becomes a slider of its images. */
export const slidersEnhancer: Enhancer = {
  name: 'sliders',
  matches: (element) => kindOf(element) !== null && figuresOf(element).length > 0,
  render: (element, { renderChildren }) => {
    const kind = kindOf(element) ?? 'main';
    const slides = figuresOf(element).map((figure, i) => ({
      key: String(i),
      content: <figure className={[figure.attribs.class, styles.figure].filter(Boolean).join(' ')}>{renderChildren(figure.children)}</figure>,
    }));
    const className = (element.attribs.class ?? '').replace(/\bwp-block-gallery\b|\bhas-nested-images\b|\bcolumns-\S+|\bis-cropped\b/g, '').trim();
    return (
      <ImageSizes.Provider value={SLIDE_SIZES[kind]}>
        <Slider settings={sliderSettings(kind, element.attribs['data-interval'])} slides={slides} className={className} />
      </ImageSizes.Provider>
    );
  },
};

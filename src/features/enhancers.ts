// Every visitor feature that takes over part of WordPress content registers here. Each entry
// is small (a matcher and a lazily loaded component), so a page only loads the features it uses.
import type { Enhancer } from '../content/registry';
import { consentEnhancer } from './consent/enhancer';
import { contactFormEnhancer } from './contact-form/enhancer';
import { directions } from './directions/enhancer';
import { embedsEnhancer } from './embeds/enhancer';
import { lightboxGalleryEnhancer, lightboxLinkEnhancer } from './lightbox/enhancer';
import { shareEnhancer } from './share/enhancer';
import { slidersEnhancer } from './sliders/enhancer';
import { staySearch } from './stay-search/enhancer';
import { statNumberEnhancer, statsEnhancer } from './stats/enhancer';
import { videoBackgroundEnhancer } from './video-background/enhancer';
import { accordionEnhancer, hoverBoxEnhancer, popoverEnhancer, tabsEnhancer } from './widgets/enhancer';

export const enhancers: readonly Enhancer[] = [
  consentEnhancer,
  contactFormEnhancer,
  directions,
  staySearch,
  shareEnhancer,
  videoBackgroundEnhancer,
  embedsEnhancer,
  slidersEnhancer,
  lightboxGalleryEnhancer,
  lightboxLinkEnhancer,
  statsEnhancer,
  statNumberEnhancer,
  accordionEnhancer,
  tabsEnhancer,
  hoverBoxEnhancer,
  popoverEnhancer,
];

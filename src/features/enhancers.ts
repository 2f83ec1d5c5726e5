// Every visitor feature that takes over part of WordPress content registers here. Each entry
// is small (a matcher and a lazily loaded component), so a page only loads the features it uses.
import type { Enhancer } from '../content/registry';
import { consentEnhancer } from './consent/enhancer';
import { embedsEnhancer } from './embeds/enhancer';
import { shareEnhancer } from './share/enhancer';
import { videoBackgroundEnhancer } from './video-background/enhancer';

export const enhancers: readonly Enhancer[] = [consentEnhancer, shareEnhancer, videoBackgroundEnhancer, embedsEnhancer];

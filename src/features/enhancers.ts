// Every visitor feature that takes over part of WordPress content registers here. Each entry
// is small (a matcher and a lazily loaded component), so a page only loads the features it uses.
import type { Enhancer } from '../content/registry';
import { staySearch } from './stay-search/enhancer';

export const enhancers: readonly Enhancer[] = [staySearch];

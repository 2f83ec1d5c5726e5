// The enhancer registry: features say which WordPress elements they take over (by the block
// conventions in docs/editors.md) and how to render them. The renderer only asks the registry, so
// it knows no feature by name, and a feature the page does not use is never loaded.
import type { ContentNode, Element } from './dom';
import type { ReactNode } from 'react';
import type { HotelFacts } from './hotel-facts';

/** What the build knows of the page the content is on, as its head names it. */
export type PageFacts = {
  /** Its canonical address, absolute. */
  url: string;
  title: string;
  /** Its share image, absolute. */
  imageUrl?: string;
};

type EnhancerContext = {
  /** Renders child nodes the usual way, so an enhancer can keep the editor's inner HTML. */
  renderChildren: (nodes: readonly ContentNode[]) => ReactNode;
  /** The page's language slug (`en`) and WordPress locale (`en_US`). */
  language: string;
  locale: string;
  /** Where the page is served (`/news/terrace/`), for what the build reports about its content. */
  pageUri?: string;
  /**
   * Facts about the hotel that the build reads once, not every enhancer again: its address and
   * position (from the directions page of the page's language, see hotel-facts.ts) and its time
   * zone (WordPress → Settings → General), which decides which day is "today".
   */
  hotel: HotelFacts | null;
  timeZone: string | null;
  /** The page's canonical address, title and share image, for what speaks of the page (sharing it). */
  page?: PageFacts;
};

export type Enhancer = {
  name: string;
  matches: (element: Element) => boolean;
  render: (element: Element, context: EnhancerContext) => ReactNode;
};

/** The first registered enhancer that claims the element, in registration order. */
export const findEnhancer = (enhancers: readonly Enhancer[], element: Element): Enhancer | undefined => enhancers.find((enhancer) => enhancer.matches(element));

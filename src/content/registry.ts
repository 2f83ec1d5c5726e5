// The enhancer registry: features say which WordPress elements they take over (by the block
// conventions in the README) and how to render them. The renderer only asks the registry, so
// it knows no feature by name, and a feature the page does not use is never loaded.
import type { Element, DOMNode } from 'html-react-parser';
import type { ReactNode } from 'react';

/** What the build knows of the page the content is on, as its head names it. */
export type PageFacts = {
  /** Its canonical address, absolute. */
  url: string;
  title: string;
  /** Its share image, absolute. */
  imageUrl?: string;
};

export type EnhancerContext = {
  /** Renders child nodes the usual way, so an enhancer can keep the editor's inner HTML. */
  renderChildren: (nodes: DOMNode[]) => ReactNode;
  /** The page's language slug (`en`) and WordPress locale (`en_US`). */
  language: string;
  locale: string;
  /** Where the page is served (`/news/terrace/`), for what the build reports about its content. */
  pageUri?: string;
  /** The page's canonical address, title and share image, for what speaks of the page (sharing it). */
  page?: PageFacts;
};

export type Enhancer = {
  name: string;
  matches: (element: Element) => boolean;
  render: (element: Element, context: EnhancerContext) => ReactNode;
};

export const hasClass = (element: Element, name: string): boolean => (element.attribs.class ?? '').split(/\s+/).includes(name);

/** The first registered enhancer that claims the element, in registration order. */
export const findEnhancer = (enhancers: readonly Enhancer[], element: Element): Enhancer | undefined =>
  enhancers.find((enhancer) => enhancer.matches(element));

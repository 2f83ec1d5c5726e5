import { Link } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import * as React from 'react';
import { wpImageIdOf } from './content-images';
import { isElement, type ContentNode, type Element } from './dom';
import { propsOf } from './element-props';
import type { FrontPageUris } from '../lib/front-page-uris';
import type { HotelFacts } from './hotel-facts';
import { internalPath } from './internal-link';
import { findEnhancer, type Enhancer, type PageFacts } from './registry';
import { renderNodes, type Replace } from './render-nodes';
import { renderingOverServerHtml } from '../lib/server-html';
import { ResponsiveImage } from './ResponsiveImage';

export type ContentImage = {
  databaseId: number;
  localFile: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
};

type Props = {
  /** The page's sanitised HTML (see sanitize.ts) as the build parsed it (dom.ts). */
  content: readonly ContentNode[];
  images?: ContentImage[];
  /** The page shows a main image above the content: the content's images give way to it. */
  afterMainImage?: boolean;
  enhancers?: readonly Enhancer[];
  language: string;
  locale: string;
  /** Links to a front page's WordPress uri go to its language root instead. */
  frontPageUris?: FrontPageUris;
  /** The page's address, which enhancers name in what they report at build time. */
  pageUri?: string;
  hotel?: HotelFacts | null;
  timeZone?: string | null;
  /** The page's address, title and image, for enhancers that speak of the page (sharing it). */
  page?: PageFacts;
};

const altOf = (element: Element): string => {
  if (element.name === 'img') return element.attribs.alt ?? '';
  for (const child of element.children) if (isElement(child)) return altOf(child);
  return '';
};

export function WordPressContent({
  content,
  images = [],
  afterMainImage = false,
  enhancers = [],
  language,
  locale,
  frontPageUris = {},
  pageUri,
  page,
  hotel = null,
  timeZone = null,
}: Props) {
  const byId = new Map(images.map((image) => [image.databaseId, image.localFile?.childImageSharp?.gatsbyImageData]));
  const imageOf = (node: Element) => {
    const imageId = wpImageIdOf(node.attribs.class);
    return imageId !== null ? byId.get(imageId) : undefined;
  };
  const linkOf = (node: Element) => (node.name === 'a' ? internalPath(node.attribs.href, frontPageUris) : null);

  // While the browser hydrates the page the server rendered, what nothing claims (no feature, no
  // image, no link within the site) stays as the server wrote it: the WordPress HTML is not
  // rendered again just to reach the few elements that need scripts. Another page, or this one
  // rendered afresh, is rendered whole.
  const [serverContent] = React.useState(() => (renderingOverServerHtml() ? content : null));
  // Asked once per element: each level of the walk would otherwise ask again about all below it.
  const claims = new Map<Element, boolean>();
  const claimed = (node: Element): boolean => {
    let answer = claims.get(node);
    if (answer === undefined) {
      answer =
        findEnhancer(enhancers, node) !== undefined ||
        imageOf(node) !== undefined ||
        linkOf(node) !== null ||
        node.children.some((child) => isElement(child) && claimed(child));
      claims.set(node, answer);
    }
    return answer;
  };
  const keepAsWritten = serverContent === content ? (node: Element) => !claimed(node) : undefined;

  // What a feature renders inside itself is rendered whole: its component may place it anew.
  const renderChildren = (nodes: readonly ContentNode[]) => renderNodes(nodes, replace);
  const replace: Replace = (node) => {
    const enhancer = findEnhancer(enhancers, node);
    if (enhancer) return <>{enhancer.render(node, { renderChildren, language, locale, pageUri, page, hotel, timeZone })}</>;

    const image = imageOf(node);
    if (image) {
      const { class: className, style, ...rest } = node.attribs;
      const keep = Object.fromEntries(Object.entries(rest).filter(([name]) => name.startsWith('data-') && name !== 'data-gatsby-image-wrapper'));
      return (
        <ResponsiveImage
          image={image}
          alt={altOf(node)}
          className={className}
          priority={afterMainImage ? 'low' : undefined}
          // Written into the tree at build time (content-image-sizes.server.ts).
          sizes={node.attribs.sizes}
          {...keep}
        />
      );
    }

    const to = linkOf(node);
    if (to) {
      const { href, ...rest } = node.attribs;
      return (
        <Link to={to} {...propsOf(rest)}>
          {renderChildren(node.children)}
        </Link>
      );
    }
    return undefined;
  };

  return <>{renderNodes(content, replace, keepAsWritten)}</>;
}

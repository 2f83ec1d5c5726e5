import * as React from 'react';
import { Suspense } from 'react';
import { Element, type DOMNode } from 'html-react-parser';
import { hasClass, type Enhancer } from '../../content/registry';
import { isEmbedSecret } from './embed-message';
import * as styles from './post-embed.module.css';

const PostEmbed = React.lazy(() => import('./PostEmbed'));

const embedFrame = (element: Element): Element | undefined =>
  element.children.find(
    (child): child is Element =>
      child instanceof Element &&
      child.name === 'iframe' &&
      hasClass(child, 'wp-embedded-content') &&
      isEmbedSecret(child.attribs['data-secret']) &&
      /^https?:\/\//.test(child.attribs.src ?? ''),
  );

const textOf = (nodes: DOMNode[]): string =>
  nodes.map((node) => ('data' in node && typeof node.data === 'string' ? node.data : 'children' in node ? textOf(node.children as DOMNode[]) : '')).join('');

function postLink(element: Element, frameSrc: string): { href: string; text: string } | null {
  const quote = element.children.find((child): child is Element => child instanceof Element && child.name === 'blockquote');
  const anchor = quote?.children.find((child): child is Element => child instanceof Element && child.name === 'a');
  if (!anchor?.attribs.href) return null;
  // The source plugin makes links to WordPress's own origin relative; the post lives there, not here.
  return { href: new URL(anchor.attribs.href, frameSrc).href, text: textOf(anchor.children as DOMNode[]).trim() };
}

// The wrapper of a WordPress post embed: `<blockquote class="wp-embedded-content">` with the
// post's link, and `<iframe class="wp-embedded-content" data-secret>` showing it.
export const embedsEnhancer: Enhancer = {
  name: 'embeds',
  matches: (element) => embedFrame(element) !== undefined,
  render: (element) => {
    const frame = embedFrame(element)!;
    const a = frame.attribs;
    const link = postLink(element, a.src);
    const className = element.attribs.class ?? '';
    const fallback = (
      <div className={className}>
        {link && (
          <blockquote className={`wp-embedded-content ${styles.fallback}`}>
            <a href={link.href}>{link.text}</a>
          </blockquote>
        )}
      </div>
    );
    return (
      <Suspense fallback={fallback}>
        <PostEmbed
          className={className}
          secret={a['data-secret']}
          frame={{ src: a.src, title: a.title ?? '', width: a.width, height: a.height, sandbox: a.sandbox }}
          link={link}
        />
      </Suspense>
    );
  },
};

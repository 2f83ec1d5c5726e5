import * as React from 'react';
import { childElements, hasClass, textOf, type Element } from '../../content/dom';
import type { Enhancer } from '../../content/registry';
import { useConsent } from '../../lib/consent';
import { useCodeWhen } from '../../lib/use-code-when';
import { isEmbedSecret } from './embed-message';
import type { PostEmbedProps } from './PostEmbed';
import { PostLink } from './PostLink';

const loadPostEmbed = () => import(/* webpackChunkName: "post-embed" */ './PostEmbed');

// The frame comes from another site, so its code (the frame, its resizing) loads only once the
// visitor has accepted third parties; until then the post's link shows, as PostEmbed shows it.
function EmbedWhenAllowed(props: PostEmbedProps) {
  const consent = useConsent();
  const PostEmbed = useCodeWhen(consent.choice === 'accepted', loadPostEmbed);
  if (PostEmbed) return <PostEmbed {...props} />;
  const { className, link, secret } = props;
  return <div className={className}>{link && <PostLink link={link} secret={secret} />}</div>;
}

const embedFrame = (element: Element): Element | undefined =>
  childElements(element).find(
    (child) =>
      child.name === 'iframe' &&
      hasClass(child, 'wp-embedded-content') &&
      isEmbedSecret(child.attribs['data-secret']) &&
      /^https?:\/\//.test(child.attribs.src ?? ''),
  );

function postLink(element: Element, frameSrc: string): { href: string; text: string } | null {
  const quote = childElements(element).find((child) => child.name === 'blockquote');
  const anchor = quote && childElements(quote).find((child) => child.name === 'a');
  if (!anchor?.attribs.href) return null;
  // The source plugin makes links to WordPress's own origin relative; the post lives there, not here.
  return { href: new URL(anchor.attribs.href, frameSrc).href, text: textOf(anchor.children).trim() };
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
    return (
      <EmbedWhenAllowed
        className={element.attribs.class ?? ''}
        secret={a['data-secret']}
        frame={{ src: a.src, title: a.title ?? '', width: a.width, height: a.height, sandbox: a.sandbox }}
        link={link}
      />
    );
  },
};

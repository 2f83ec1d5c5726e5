import * as React from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useConsent } from '../../lib/consent';
import { followableLink, frameForMessage, readEmbedMessage } from './embed-message';
import { PostLink } from './PostLink';
import * as styles from './post-embed.module.css';

export type PostEmbedProps = {
  className: string;
  secret: string;
  frame: { src: string; title: string; width?: string; height?: string; sandbox?: string };
  /** The post's link, WordPress's fallback before the frame has loaded. */
  link: { href: string; text: string } | null;
};

/**
 * A WordPress post embedded from another site. Its frame loads only after consent; until it
 * reports its height the post's link shows, as WordPress's own embed script does.
 */
export default function PostEmbed({ className, secret, frame, link }: PostEmbedProps) {
  const consent = useConsent();
  const allowed = consent.choice === 'accepted';
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);

  // Listening from the render that adds the frame: a layout effect, not a plain one, which Preact
  // runs only after the next paint, by when a frame that loads at once (as it does in WebKit) has
  // already sent its height, and sends it no more.
  useLayoutEffect(() => {
    if (!allowed) {
      setHeight(null);
      return undefined;
    }
    const onMessage = (event: MessageEvent) => {
      const message = readEmbedMessage(event.data);
      const iframe = frameRef.current;
      if (!message || !iframe) return;
      if (!frameForMessage([{ secret, window: iframe.contentWindow }], message, event.source)) return;
      if (message.type === 'height') setHeight(message.height);
      else {
        const url = followableLink(message.url, frame.src);
        if (url) window.location.href = url;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [allowed, secret, frame.src]);

  const shown = allowed && height !== null;
  return (
    <div className={className}>
      {link && !shown && <PostLink link={link} secret={secret} />}
      {allowed && (
        <iframe
          ref={frameRef}
          className={`wp-embedded-content ${styles.frame}`}
          data-loaded={shown}
          data-secret={secret}
          src={frame.src}
          title={frame.title}
          width={frame.width}
          height={shown ? height : frame.height}
          sandbox={frame.sandbox ?? 'allow-scripts'}
          style={shown ? { height } : undefined}
          scrolling="no"
        />
      )}
    </div>
  );
}

import * as React from 'react';
import * as styles from './post-embed.module.css';

/** The embedded post's link, as WordPress shows it until its frame has loaded (and without consent). */
export function PostLink({ link, secret }: { link: { href: string; text: string }; secret: string }) {
  return (
    <blockquote className={`wp-embedded-content ${styles.fallback}`} data-secret={secret}>
      <a href={link.href}>{link.text}</a>
    </blockquote>
  );
}

import * as React from 'react';
import { useContext, useRef, type MouseEvent, type ReactNode } from 'react';
import { useHeldUntilHydrated } from '../../lib/held-uses';
import { useTranslation } from '../../lib/use-translation';
import { mediaKindOf } from './lightbox-logic';
import { LightboxContext } from './LightboxGroup';

type Props = { href: string; index: number; className?: string; children: ReactNode };

/**
 * The editor's link to the full-size file. It stays a real link (a new tab, or no JavaScript,
 * still get the file); a plain click opens the lightbox instead.
 */
export function LightboxLink({ href, index, className, children }: Props) {
  const { t } = useTranslation('lightbox');
  const group = useContext(LightboxContext);
  // A tap before this part of the page was hydrated is held by the page's loader and opens the
  // lightbox then, instead of leaving the page for the file (held-use-attribute.ts).
  const ref = useRef<HTMLAnchorElement>(null);
  const held = useHeldUntilHydrated(ref);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!group || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    group.open(index, event.currentTarget);
  };
  return (
    <a
      ref={ref}
      href={href}
      className={className}
      onClick={onClick}
      aria-haspopup="dialog"
      title={t(mediaKindOf(href) === 'video' ? 'watchVideo' : 'enlarge')}
      {...held}
    >
      {children}
    </a>
  );
}

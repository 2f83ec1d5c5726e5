import * as React from 'react';
import { useContext, type MouseEvent, type ReactNode } from 'react';
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
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!group || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    group.open(index, event.currentTarget);
  };
  return (
    <a href={href} className={className} onClick={onClick} aria-haspopup="dialog" title={t(mediaKindOf(href) === 'video' ? 'watchVideo' : 'enlarge')}>
      {children}
    </a>
  );
}

import * as React from 'react';
import { useEffect, useState } from 'react';
import type { PageFacts } from '../../content/registry';
import { useTranslation } from '../../lib/use-translation';
import { bcp47 } from '../../lib/locale';
import { formatShareCount } from './share-count-format';
import { followAction, networkLabel, shareUrl, type NetworkButton, type ShareNetwork, type ShareTarget } from './share-networks';
import { useShareCounts } from './use-share-counts';
import { useShareToggle } from './use-share-toggle';
import * as styles from './share-buttons.module.css';

type ShareOptions = {
  /** Share links and links to the hotel's profiles, in the editor's order. */
  buttons: NetworkButton[];
  /** What the editor set; missing ones are read from the page once it runs in the browser. */
  url?: string;
  message?: string;
  imageUrl?: string;
  /** The count aggregator's id for the page; its path by default. */
  id?: string;
  /** Shares one item of the page: its anchor is added to the URL. */
  itemId?: string;
  /** The editor's words for the toggle ("Share this article"). */
  label?: string;
};

/** The page the block is on, as the build knows it; read from the page in the browser when not given. */
type Props = ShareOptions & { locale: string; page?: PageFacts };

// The page's canonical address (SITE_URL-based), not the address it happens to be read at.
const factsOfDocument = (): PageFacts => ({
  url: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href || location.href.split('#')[0],
  title: document.querySelector('h1')?.textContent?.trim() || document.title,
  imageUrl: document.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content || undefined,
});

function pageTarget(options: ShareOptions, page: PageFacts): ShareTarget & { id: string } {
  const base = options.url || page.url;
  const url = options.itemId ? `${base.split('#')[0]}#${encodeURIComponent(options.itemId)}` : base;
  return {
    url,
    message: options.message || page.title.trim(),
    imageUrl: options.imageUrl || page.imageUrl || undefined,
    id: options.id || (options.itemId ? `${new URL(base).pathname}#${options.itemId}` : new URL(base).pathname),
  };
}

export default function ShareButtons({ locale, page, ...options }: Props) {
  const { t } = useTranslation('share');
  const { open, toggleProps, groupProps } = useShareToggle();
  // Known to the build, the links are in the page's HTML, ready before any script has run.
  const [documentTarget, setDocumentTarget] = useState<(ShareTarget & { id: string }) | null>(null);
  const target = page ? pageTarget(options, page) : documentTarget;
  const networks = options.buttons.flatMap((button): ShareNetwork[] => (button.kind === 'share' ? [button.network] : []));
  const counts = useShareCounts(networks, target, open);
  const follows = networks.length < options.buttons.length;
  const numbers = bcp47(locale);

  useEffect(() => {
    if (!page) setDocumentTarget(pageTarget(options, factsOfDocument()));
  }, [Boolean(page), options.url, options.message, options.imageUrl, options.id, options.itemId]); // eslint-disable-line react-hooks/exhaustive-deps -- options are compared by value

  return (
    <div className={`share-buttons ${styles.share}`}>
      <button {...toggleProps} className={styles.toggle}>
        <span aria-hidden="true" className={styles.icon} />
        {options.label || t('share')}
      </button>
      <ul {...groupProps} className={styles.group} aria-label={t(follows ? 'networksAndProfiles' : 'networks')}>
        {target &&
          options.buttons.map((button) => {
            const { network } = button;
            const count = button.kind === 'share' ? counts[button.network] : undefined;
            const external = network !== 'email';
            return (
              <li key={network}>
                <a
                  className={styles.link}
                  data-network={network}
                  data-kind={button.kind}
                  href={button.kind === 'share' ? shareUrl(button.network, target) : button.href}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <span className={styles.visuallyHidden}>{t(button.kind === 'share' ? 'shareOn' : `${followAction(button.network)}On`)} </span>
                  {networkLabel(network)}
                  {count !== undefined && (
                    <span className={styles.count} data-count={count}>
                      <span className={styles.visuallyHidden}>, {t('count', { count, formatted: formatShareCount(count, numbers) })}</span>
                      <span aria-hidden="true">{formatShareCount(count, numbers)}</span>
                    </span>
                  )}
                  {external && <span className={styles.visuallyHidden}> {t('newWindow')}</span>}
                </a>
              </li>
            );
          })}
      </ul>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useConsent } from '../../lib/consent';
import { browserSettings } from '../../config/browser-settings';
import { loadBody } from './load-body';
import { adapterFor } from './share-count-sources';
import type { ShareNetwork } from './share-networks';

/**
 * The share counts of a page, asked for only once the visitor has accepted third parties and
 * opened the share group. Withdrawing consent hides them again; nothing more is asked.
 */
export function useShareCounts(networks: ShareNetwork[], target: { url: string; id: string } | null, active: boolean) {
  const consent = useConsent();
  const allowed = consent.choice === 'accepted';
  const [counts, setCounts] = useState<Partial<Record<ShareNetwork, number>>>({});
  const key = networks.join(',');

  useEffect(() => {
    if (!allowed || !active || !target) return undefined;
    let live = true;
    for (const network of key.split(',') as ShareNetwork[]) {
      const { mode, base } = browserSettings().shareCounts;
      const adapter = adapterFor(network, mode, base);
      if (!adapter) continue;
      void adapter(target, loadBody).then((count) => {
        if (live) setCounts((previous) => ({ ...previous, [network]: count }));
      });
    }
    return () => {
      live = false;
    };
  }, [allowed, active, key, target?.url, target?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- the target is compared by value

  return allowed ? counts : {};
}

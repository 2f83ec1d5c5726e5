import * as React from 'react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useRotation } from '../../lib/use-rotation';
import { tabForKey } from './tab-index';
import * as styles from './widgets.module.css';

type Props = { tabs: { label: ReactNode; panel: ReactNode }[]; intervalMs: number; className?: string };

/** APG tabs: arrow keys move and select; optional timed rotation that any interaction stops. */
export function Tabs({ tabs, intervalMs, className }: Props) {
  const { t } = useTranslation('widgets');
  const id = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const rotation = useRotation(intervalMs, () => setSelected((i) => (i + 1) % tabs.length));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const to = tabForKey(event.key, selected, tabs.length);
    if (to === null) return;
    event.preventDefault();
    setSelected(to);
    buttons.current[to]?.focus();
  };

  return (
    <div className={[className, styles.tabs].filter(Boolean).join(' ')} {...rotation.hostProps}>
      <div className={styles.tabBar}>
        <div role="tablist" className={styles.tablist} onKeyDown={onKeyDown}>
          {tabs.map((tab, i) => (
            <button
              key={i}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${i}`}
              aria-selected={i === selected}
              aria-controls={`${id}-panel-${i}`}
              tabIndex={i === selected ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(i)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {rotation.hasRotation && (
          <button type="button" className={styles.rotationToggle} onClick={rotation.togglePlaying}>
            {rotation.playing ? t('pauseTabs') : t('playTabs')}
          </button>
        )}
      </div>
      {tabs.map((tab, i) => (
        <div key={i} role="tabpanel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} hidden={i !== selected} tabIndex={0} className={styles.panel}>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

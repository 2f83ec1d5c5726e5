// The chosen route as the visitor reads (and prints) it: its two ends, its length and time, what
// to know about its ends, and each step in the page's language.
import * as React from 'react';
import { bcp47 } from '../../lib/locale';
import { useTranslation } from '../../lib/use-translation';
import { formatDistance, formatDuration } from './route-format';
import type { Place, Route } from './route-model';
import type { TravelMode } from './travel-mode';
import * as styles from './directions.module.css';

type Props = { id: string; route: Route; mode: TravelMode; from: Place; to: Place; copyrights: string; locale: string };

const capitalise = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(bcp47(locale)) + text.slice(1);

export function RouteSteps({ id, route, mode, from, to, copyrights, locale }: Props) {
  const { t } = useTranslation('directions');
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{t('directionsHeading', { mode: capitalise(t(`mode_${mode}`), locale) })}</h3>
      <dl className={styles.ends}>
        <dt>{t('from')}</dt>
        <dd>{from.label}</dd>
        <dt>{t('to')}</dt>
        <dd>{to.label}</dd>
      </dl>
      <p className={styles.total}>
        {t('total', { distance: formatDistance(route.distance, locale), duration: formatDuration(route.duration, locale) })}
        {route.summary && <span className={styles.via}> · {t('via', { summary: route.summary })}</span>}
      </p>
      {route.warnings.length > 0 && (
        <ul className={styles.warnings}>
          {route.warnings.map((warning) => (
            <li key={warning.end}>{t(`snapped_${warning.end}`, { distance: formatDistance(warning.distance, locale) })}</li>
          ))}
        </ul>
      )}
      <ol className={styles.steps} aria-label={t('steps')}>
        {route.steps.map((step, index) => (
          <li key={index}>
            <span>{step.instruction}</span>
            {step.distance > 0 && <span className={styles.stepDistance}>{formatDistance(step.distance, locale)}</span>}
          </li>
        ))}
      </ol>
      <p className={styles.copyrights}>{copyrights}</p>
    </section>
  );
}

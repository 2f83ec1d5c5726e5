// The suggested routes, when the router gave more than one: each with its main roads, length and
// time; choosing one redraws it and lists its steps.
import * as React from 'react';
import { useTranslation } from '../../lib/use-translation';
import { formatDistance, formatDuration } from './route-format';
import type { Route } from './route-model';
import * as styles from './directions.module.css';

type Props = { routes: Route[]; chosen: number; locale: string; onChoose: (index: number) => void };

export function RouteChoice({ routes, chosen, locale, onChoose }: Props) {
  const { t } = useTranslation('directions');
  return (
    <fieldset className={styles.routes}>
      <legend>{t('routes')}</legend>
      {routes.map((option, index) => (
        <label key={index} className={styles.routeOption}>
          <input type="radio" name="route-option" value={index} checked={index === chosen} onChange={() => onChoose(index)} />
          <span className={styles.routeName}>
            {t('routeName', { number: index + 1 })}
            {option.summary && <span className={styles.via}> {t('via', { summary: option.summary })}</span>}
          </span>
          <span className={styles.routeTotals}>
            {formatDistance(option.distance, locale)} · {formatDuration(option.duration, locale)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

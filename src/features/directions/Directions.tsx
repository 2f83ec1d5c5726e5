// The directions page: the form (start, destination, swap, travel mode, print), then the map,
// the suggested routes and the chosen route's steps. The state (fields, hash, requests) lives in
// use-directions.ts, the map's set-up in use-route-map.ts.
import * as React from 'react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { HELD_USE_ATTRIBUTE } from '../../lib/held-use-attribute';
import { browserSettings } from '../../config/browser-settings';
import { styleUrlFor } from './map-style-url';
import { DirectionsMap } from './DirectionsMap';
import { createNominatimGeocoding } from './nominatim-geocoding';
import { createOsrmRouting } from './osrm-routing';
import { RouteChoice } from './RouteChoice';
import type { Place } from './route-model';
import { RouteSteps } from './RouteSteps';
import type { TravelMode } from './travel-mode';
import { useDirections, type FieldName } from './use-directions';
import { useRouteMap } from './use-route-map';
import * as styles from './directions.module.css';

export { MAP_SETUP_FAILED } from './use-route-map';

type Props = {
  position: { lat: number; lon: number } | null;
  address: string;
  language: string;
  locale: string;
};

/**
 * The fields carry the hash's names: a form sent before the page's script runs reloads the page
 * with them in the query, which the page then reads (route-query.ts).
 */
const FIELD_NAMES = { start: 'pointa', destination: 'pointb' } as const;

export default function Directions({ position, address, language, locale }: Props) {
  const { t } = useTranslation('directions');
  const id = useId();
  const services = useMemo(() => {
    const config = browserSettings().map;
    return {
      routing: createOsrmRouting(config.routingUrl),
      geocoding: createNominatimGeocoding(config.geocoderUrl),
      styleUrl: styleUrlFor(config.styleUrl, language),
    };
  }, [language]);
  const knownPlaces = useMemo<Place[]>(() => (position && address ? [{ label: address, ...position }] : []), [position, address]);
  const directions = useDirections({ routing: services.routing, geocoding: services.geocoding, knownPlaces, language, defaultDestination: address });
  const { fields, result, routeOption, invalid, replacedMode, unreadLink } = directions;

  const inputs = { start: useRef<HTMLInputElement>(null), destination: useRef<HTMLInputElement>(null), mode: useRef<HTMLInputElement>(null) };
  const focusFirst = (missing: FieldName[]) => {
    if (missing.length > 0) inputs[missing[0]].current?.focus();
  };

  // The code comes when the visitor first reaches for the form (lazy-on-first-use.tsx): what they
  // typed or chose before it came is in the fields, which hydration left as they were.
  React.useLayoutEffect(() => {
    for (const name of ['start', 'destination'] as const) {
      const typed = inputs[name].current?.value;
      if (typed !== undefined && typed !== fields[name]) directions.setField(name, typed);
    }
    const mode = inputs.mode.current?.form?.querySelector<HTMLInputElement>('input[name="travel-mode"]:checked')?.value;
    const chosen = services.routing.modes.find((m) => m === mode);
    if (chosen && chosen !== fields.mode) directions.chooseMode(chosen);
    // Once, as the code takes over the server's form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const ok = result.status === 'ok' ? result : null;
  const map = useRouteMap({ position, destination: fields.destination, geocoding: services.geocoding, language, hasRoute: ok !== null });
  const route = ok ? (ok.routes[routeOption] ?? ok.routes[0]) : null;
  const loading = result.status === 'loading';
  const modeNote = replacedMode && fields.mode ? t('modeUnavailable', { mode: t(`mode_${replacedMode}`), fallback: t(`mode_${fields.mode}`) }) : '';
  const found =
    result.status === 'loading' ? t('loading') : ok ? t('routesFound', { count: ok.routes.length }) : result.status === 'no-route' ? t('noRouteTitle') : '';
  const linkNote = unreadLink ? t(`unreadLink_${unreadLink}`) : '';
  // The notes are said with the result, so they are heard as well as seen; the one on the link
  // also alone, as a link read in part may leave nothing to ask a route for.
  const status = [linkNote, found && modeNote, found].filter(Boolean).join(' ');
  const errorId = (name: FieldName) => `${id}-${name}-error`;
  const fieldError = (name: FieldName) =>
    invalid.includes(name) ? (
      <p id={errorId(name)} className={styles.error}>
        {t(`missing_${name}`)}
      </p>
    ) : null;

  return (
    // `data-ready`: the form answers in the page from now on (before, a click would submit it natively).
    <section className={styles.directions} aria-labelledby={`${id}-title`} data-ready={inBrowser || undefined} data-directions="">
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          focusFirst(directions.submit());
        }}
      >
        <h2 id={`${id}-title`} className={styles.formTitle}>
          {t('formTitle')}
        </h2>
        {linkNote && <p className={styles.linkNote}>{linkNote}</p>}
        <div className={styles.places}>
          {(['start', 'destination'] as const).map((name) => (
            <div key={name} className={styles.field}>
              <label htmlFor={`${id}-${name}`}>{t(name)}</label>
              <input
                ref={inputs[name]}
                id={`${id}-${name}`}
                name={FIELD_NAMES[name]}
                type="text"
                autoComplete={name === 'start' ? 'address-line1' : 'off'}
                placeholder={name === 'start' ? t('startHint') : undefined}
                value={fields[name]}
                aria-invalid={invalid.includes(name) || undefined}
                aria-describedby={invalid.includes(name) ? errorId(name) : undefined}
                onChange={(event) => directions.setField(name, event.target.value)}
              />
              {fieldError(name)}
            </div>
          ))}
          <button
            type="button"
            className={styles.swap}
            onClick={directions.swap}
            aria-label={t('swap')}
            title={t('swap')}
            // Only this code can swap: a press before it came is held and answered (held-use-attribute.ts).
            {...{ [HELD_USE_ATTRIBUTE]: inBrowser ? undefined : '' }}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M7 4v13m0 0-4-4m4 4 4-4M17 20V7m0 0-4 4m4-4 4 4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
        <fieldset className={styles.modes} aria-describedby={invalid.includes('mode') ? errorId('mode') : undefined}>
          <legend>{t('travelMode')}</legend>
          {services.routing.modes.map((mode: TravelMode, index) => (
            <label key={mode} className={styles.mode}>
              <input
                ref={index === 0 ? inputs.mode : undefined}
                type="radio"
                name="travel-mode"
                value={mode}
                checked={fields.mode === mode}
                onChange={() => directions.chooseMode(mode)}
                // The chosen mode gets no change event: a click (or Space) on it asks again all the same.
                onClick={() => fields.mode === mode && directions.chooseMode(mode)}
              />
              <span>{t(`mode_${mode}`)}</span>
            </label>
          ))}
          {modeNote && <p className={styles.modeNote}>{modeNote}</p>}
          {fieldError('mode')}
        </fieldset>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {t('submit')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => window.print()} disabled={!route}>
            {t('print')}
          </button>
        </div>
      </form>

      <p role="status" className={styles.visuallyHidden}>
        {status}
      </p>

      <div className={map.failed ? `${styles.results} ${styles.withoutMap}` : styles.results} aria-busy={loading}>
        {map.failed ? (
          <p className={styles.mapMissing}>{t('mapMissing')}</p>
        ) : (
          <div className={styles.mapArea} ref={map.area} data-map-area="">
            {map.wanted && map.center && (
              <DirectionsMap
                center={map.center}
                styleUrl={services.styleUrl}
                route={route?.geometry ?? null}
                from={ok?.from ?? null}
                to={ok?.to ?? null}
                onFail={map.fail}
              />
            )}
          </div>
        )}

        {ok && ok.routes.length > 1 && <RouteChoice routes={ok.routes} chosen={routeOption} locale={locale} onChoose={directions.chooseRoute} />}

        <div className={styles.panel}>
          {result.status === 'no-route' && (
            <div className={styles.noRoute}>
              <h3>{t('noRouteTitle')}</h3>
              <p>{t('noRouteText')}</p>
            </div>
          )}
          {ok && route && <RouteSteps id={`${id}-steps`} route={route} mode={ok.mode} from={ok.from} to={ok.to} copyrights={ok.copyrights} locale={locale} />}
        </div>

        {loading && (
          <div className={styles.overlay} aria-hidden="true">
            <span className={styles.spinner} />
            {t('loading')}
          </div>
        )}
      </div>
    </section>
  );
}

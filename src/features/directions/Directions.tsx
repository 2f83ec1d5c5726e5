// The directions page: the form (start, destination, swap, travel mode, print), the map, the
// suggested routes and the chosen route's steps.
import { withPrefix } from 'gatsby';
import * as React from 'react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { browserSettings } from '../../config/browser-settings';
import { styleUrlFor } from './map-style-url';
import { loadStylesheet } from '../../lib/load-stylesheet';
import { loadMaplibre } from './load-maplibre';
import type { RouteMapProps } from './RouteMap';
import { MapBoundary } from './MapBoundary';
import { createNominatimGeocoding } from './nominatim-geocoding';
import { createOsrmRouting } from './osrm-routing';
import { findMapCenter } from './map-center';
import { bcp47 } from '../../lib/locale';
import { formatDistance, formatDuration } from './route-format';
import type { Place } from './route-model';
import type { TravelMode } from './travel-mode';
import { useDirections, type FieldName } from './use-directions';
import { useNearViewport } from './use-near-viewport';
import * as styles from './directions.module.css';

const RouteMap = React.lazy(() =>
  Promise.all([import('./RouteMap'), loadMaplibre(), loadStylesheet(withPrefix('/maplibre/maplibre-gl.css'))]).then(([{ default: Map }, maplibre]) => ({
    default: (props: Omit<RouteMapProps, 'mapLib'>) => <Map {...props} mapLib={maplibre} />,
  })),
);

/** The words the console shows when there is no map to show, as the old theme wrote them. */
export const MAP_SETUP_FAILED = 'Could not setup map! Please check! Map settings!';

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

const capitalise = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(bcp47(locale)) + text.slice(1);

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
  const { fields, result, routeOption, invalid, replacedMode } = directions;

  const inputs = { start: useRef<HTMLInputElement>(null), destination: useRef<HTMLInputElement>(null), mode: useRef<HTMLInputElement>(null) };
  const focusFirst = (missing: FieldName[]) => {
    if (missing.length > 0) inputs[missing[0]].current?.focus();
  };

  // The map: where the editor put the hotel, or else where the destination field's address is.
  const [center, setCenter] = useState<{ lat: number; lon: number } | null>(position);
  const [mapFailed, setMapFailed] = useState(false);
  const firstDestination = useRef(fields.destination);
  useEffect(() => {
    const controller = new AbortController();
    findMapCenter(position, firstDestination.current, { geocoding: services.geocoding, language, signal: controller.signal })
      .then((found) => (found ? setCenter(found) : setMapFailed(true)))
      // Only a lookup given up on rejects: the component is gone, nothing to say.
      .catch(() => undefined);
    return () => controller.abort();
  }, [position, services, language]);
  useEffect(() => {
    if (mapFailed) console.error(MAP_SETUP_FAILED);
  }, [mapFailed]);
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const mapArea = useRef<HTMLDivElement>(null);
  const mapNear = useNearViewport(mapArea);

  const ok = result.status === 'ok' ? result : null;
  // The map is set up when the visitor scrolls to it, or as soon as there is a route to draw on
  // it (to see, or to print), and then stays.
  const [routeShown, setRouteShown] = useState(false);
  useEffect(() => {
    if (ok) setRouteShown(true);
  }, [ok]);
  const mapWanted = mapNear || routeShown;
  const route = ok ? (ok.routes[routeOption] ?? ok.routes[0]) : null;
  const loading = result.status === 'loading';
  const modeNote = replacedMode && fields.mode ? t('modeUnavailable', { mode: t(`mode_${replacedMode}`), fallback: t(`mode_${fields.mode}`) }) : '';
  const found =
    result.status === 'loading' ? t('loading') : ok ? t('routesFound', { count: ok.routes.length }) : result.status === 'no-route' ? t('noRouteTitle') : '';
  // The note on a replaced mode is said with the result, so it is heard as well as seen.
  const status = modeNote && found ? `${modeNote} ${found}` : found;
  const errorId = (name: FieldName) => `${id}-${name}-error`;
  const fieldError = (name: FieldName) =>
    invalid.includes(name) ? (
      <p id={errorId(name)} className={styles.error}>
        {t(`missing_${name}`)}
      </p>
    ) : null;

  return (
    // `data-ready`: the form answers in the page from now on (before, a click would submit it natively).
    <section className={styles.directions} aria-labelledby={`${id}-title`} data-ready={inBrowser || undefined}>
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
          <button type="button" className={styles.swap} onClick={directions.swap} aria-label={t('swap')} title={t('swap')}>
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

      <div className={mapFailed ? `${styles.results} ${styles.withoutMap}` : styles.results} aria-busy={loading}>
        {mapFailed ? (
          <p className={styles.mapMissing}>{t('mapMissing')}</p>
        ) : (
          <div className={styles.mapArea} ref={mapArea}>
            {mapWanted && center && (
              <MapBoundary onFail={() => setMapFailed(true)}>
                <React.Suspense fallback={null}>
                  <RouteMap
                    center={center}
                    styleUrl={services.styleUrl}
                    route={route?.geometry ?? null}
                    from={ok?.from ?? null}
                    to={ok?.to ?? null}
                    labels={{
                      map: t('map'),
                      zoomIn: t('zoomIn'),
                      zoomOut: t('zoomOut'),
                      resetBearing: t('resetBearing'),
                      toggleAttribution: t('toggleAttribution'),
                      hotel: t('hotel'),
                    }}
                    onFail={() => setMapFailed(true)}
                  />
                </React.Suspense>
              </MapBoundary>
            )}
          </div>
        )}

        {ok && ok.routes.length > 1 && (
          <fieldset className={styles.routes}>
            <legend>{t('routes')}</legend>
            {ok.routes.map((option, index) => (
              <label key={index} className={styles.routeOption}>
                <input type="radio" name="route-option" value={index} checked={index === routeOption} onChange={() => directions.chooseRoute(index)} />
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
        )}

        <div className={styles.panel}>
          {result.status === 'no-route' && (
            <div className={styles.noRoute}>
              <h3>{t('noRouteTitle')}</h3>
              <p>{t('noRouteText')}</p>
            </div>
          )}
          {ok && route && (
            <section aria-labelledby={`${id}-steps`}>
              <h3 id={`${id}-steps`}>{t('directionsHeading', { mode: capitalise(t(`mode_${ok.mode}`), locale) })}</h3>
              <dl className={styles.ends}>
                <dt>{t('from')}</dt>
                <dd>{ok.from.label}</dd>
                <dt>{t('to')}</dt>
                <dd>{ok.to.label}</dd>
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
              <p className={styles.copyrights}>{ok.copyrights}</p>
            </section>
          )}
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

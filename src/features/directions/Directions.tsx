// The directions page: the form (start, destination, swap, travel mode, print), the map, the
// suggested routes and the chosen route's steps.
import { withPrefix } from 'gatsby';
import * as React from 'react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mapServices, styleUrlFor } from '../../lib/map-services';
import { loadStylesheet } from '../../lib/load-stylesheet';
import { MapBoundary } from './MapBoundary';
import { createNominatimGeocoding } from './nominatim-geocoding';
import { createOsrmRouting } from './osrm-routing';
import { resolvePlace } from './find-route';
import { bcp47, formatDistance, formatDuration } from './route-format';
import type { Place } from './route-model';
import { TRAVEL_MODES, type TravelMode } from './travel-mode';
import { useDirections, type FieldName } from './use-directions';
import * as styles from './directions.module.css';

const RouteMap = React.lazy(() =>
  Promise.all([import('./RouteMap'), loadStylesheet(withPrefix('/maplibre/maplibre-gl.css'))]).then(([module]) => module),
);

/** The words the console shows when there is no map to show, as the old theme wrote them. */
export const MAP_SETUP_FAILED = 'Could not setup map! Please check! Map settings!';

type Props = {
  position: { lat: number; lon: number } | null;
  address: string;
  language: string;
  locale: string;
};

const capitalise = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(bcp47(locale)) + text.slice(1);

export default function Directions({ position, address, language, locale }: Props) {
  const { t } = useTranslation('directions');
  const id = useId();
  const services = useMemo(() => {
    const config = mapServices();
    return { routing: createOsrmRouting(config.routingUrl), geocoding: createNominatimGeocoding(config.geocoderUrl), styleUrl: styleUrlFor(config.styleUrl, language) };
  }, [language]);
  const knownPlaces = useMemo<Place[]>(() => (position && address ? [{ label: address, ...position }] : []), [position, address]);
  const directions = useDirections({ routing: services.routing, geocoding: services.geocoding, knownPlaces, language, defaultDestination: address });
  const { fields, result, routeOption, invalid } = directions;

  const inputs = { start: useRef<HTMLInputElement>(null), destination: useRef<HTMLInputElement>(null), mode: useRef<HTMLInputElement>(null) };
  const focusFirst = (missing: FieldName[]) => {
    if (missing.length > 0) inputs[missing[0]].current?.focus();
  };

  // The map: where the editor put the hotel, or else where the destination field's address is.
  const [center, setCenter] = useState<{ lat: number; lon: number } | null>(position);
  const [mapFailed, setMapFailed] = useState(false);
  const firstDestination = useRef(fields.destination);
  useEffect(() => {
    if (position) return;
    const controller = new AbortController();
    resolvePlace(firstDestination.current, { geocoding: services.geocoding, knownPlaces: [], language, signal: controller.signal })
      .then((place) => (place ? setCenter(place) : setMapFailed(true)))
      .catch(() => !controller.signal.aborted && setMapFailed(true));
    return () => controller.abort();
  }, [position, services, language]);
  useEffect(() => {
    if (mapFailed) console.error(MAP_SETUP_FAILED);
  }, [mapFailed]);
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);

  const ok = result.status === 'ok' ? result : null;
  const route = ok ? ok.routes[routeOption] ?? ok.routes[0] : null;
  const loading = result.status === 'loading';
  const status =
    result.status === 'loading' ? t('loading') : ok ? t('routesFound', { count: ok.routes.length }) : result.status === 'no-route' ? t('noRouteTitle') : '';
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
                name={name}
                type="text"
                autoComplete={name === 'start' ? 'street-address' : 'off'}
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
              <path d="M7 4v13m0 0-4-4m4 4 4-4M17 20V7m0 0-4 4m4-4 4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
        <fieldset className={styles.modes} aria-describedby={invalid.includes('mode') ? errorId('mode') : undefined}>
          <legend>{t('travelMode')}</legend>
          {TRAVEL_MODES.map((mode: TravelMode, index) => (
            <label key={mode} className={styles.mode}>
              <input
                ref={index === 0 ? inputs.mode : undefined}
                type="radio"
                name="travel-mode"
                value={mode}
                checked={fields.mode === mode}
                onChange={() => directions.chooseMode(mode)}
              />
              <span>{t(`mode_${mode}`)}</span>
            </label>
          ))}
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

      <div className={styles.results} aria-busy={loading}>
        <div className={styles.mapArea}>
          {inBrowser && center && !mapFailed && (
            <MapBoundary onFail={() => setMapFailed(true)}>
              <React.Suspense fallback={null}>
                <RouteMap
                  center={center}
                  styleUrl={services.styleUrl}
                  route={route?.geometry ?? null}
                  from={ok?.from ?? null}
                  to={ok?.to ?? null}
                  labels={{ map: t('map'), zoomIn: t('zoomIn'), zoomOut: t('zoomOut'), resetBearing: t('resetBearing'), toggleAttribution: t('toggleAttribution'), hotel: t('hotel') }}
                  onFail={() => setMapFailed(true)}
                />
              </React.Suspense>
            </MapBoundary>
          )}
        </div>

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
              <p className={styles.total}>{t('total', { distance: formatDistance(route.distance, locale), duration: formatDuration(route.duration, locale) })}</p>
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

// The directions form's behaviour: fields, submissions, the request in flight and its result,
// and the address hash (read on load and when it changes, written on each submission); on load
// also the query a form sent before the script ran left (see route-query.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { findRoute, type RouteRequest, type RouteResult } from './find-route';
import { parseRouteHash, writeRouteHash, type RouteHash } from './route-hash';
import { handOverRouteQuery } from './route-query';
import type { GeocodingService, Place, RoutingService } from './route-model';
import { availableMode, routeOptionFor, type TravelMode } from './travel-mode';

export type Fields = { start: string; destination: string; mode: TravelMode | null };
export type FieldName = keyof Fields;
export type DirectionsStatus = { status: 'idle' } | { status: 'loading' } | RouteResult;
/** How much of the address's hash could not be read: a part of it (the rest is shown), or all of it. */
export type UnreadLink = 'part' | 'whole' | null;

type Options = {
  routing: RoutingService;
  geocoding: GeocodingService;
  /** Places the page knows without a geocoder (the hotel). */
  knownPlaces: readonly Place[];
  language: string;
  /** The destination when the address has no hash: the hotel's address. */
  defaultDestination: string;
};

/** The fields a submission still needs, in the form's order. */
const missingFields = (fields: Fields): FieldName[] =>
  (['start', 'destination', 'mode'] as const).filter((name) => (name === 'mode' ? !fields.mode : !fields[name].trim()));

const replaceHash = (hash: string) => window.history.replaceState(window.history.state, '', `#${hash}`);
const fieldsOf = (state: RouteHash): Fields => ({ start: state.pointa, destination: state.pointb, mode: state.travelMode });

export function useDirections({ routing, geocoding, knownPlaces, language, defaultDestination }: Options) {
  const [fields, setFields] = useState<Fields>({ start: '', destination: defaultDestination, mode: 'driving' });
  const [routeOption, setRouteOption] = useState(0);
  const [result, setResult] = useState<DirectionsStatus>({ status: 'idle' });
  const [invalid, setInvalid] = useState<FieldName[]>([]);
  /** A mode the address asked for that the router does not answer, shown as another one. */
  const [replacedMode, setReplacedMode] = useState<TravelMode | null>(null);
  const [unreadLink, setUnreadLink] = useState<UnreadLink>(null);
  const lastMode = useRef<TravelMode | null>(null);
  const cache = useRef(new Map<string, RouteResult>());
  const inFlight = useRef<AbortController | null>(null);

  const run = useCallback(
    async (request: RouteRequest, option: number, hash: 'write' | 'keep') => {
      lastMode.current = request.mode;
      inFlight.current?.abort();
      const key = JSON.stringify(request);
      let answer = cache.current.get(key);
      if (!answer) {
        const controller = new AbortController();
        inFlight.current = controller;
        setResult({ status: 'loading' });
        try {
          answer = await findRoute(request, { routing, geocoding, knownPlaces, language, signal: controller.signal });
          cache.current.set(key, answer);
        } catch (error) {
          if (controller.signal.aborted) return;
          // A service that cannot be reached is, for the visitor, one more way of finding no route.
          console.warn('Directions request failed:', error);
          answer = { status: 'no-route', reason: String(error) };
        }
        if (controller.signal.aborted) return;
        inFlight.current = null;
      }
      const chosen = answer.status === 'ok' && option < answer.routes.length ? option : 0;
      setRouteOption(chosen);
      setResult(answer);
      if (hash === 'write') replaceHash(writeRouteHash({ pointa: request.start, pointb: request.destination, travelMode: request.mode, routeOption: chosen }));
    },
    [routing, geocoding, knownPlaces, language],
  );

  /** Submits these fields; gives the fields still missing (nothing is sent then). */
  const submit = (next: Fields, option = routeOption): FieldName[] => {
    const missing = missingFields(next);
    setInvalid(missing);
    setReplacedMode(null);
    setUnreadLink(null);
    if (missing.length > 0 || !next.mode) return missing;
    const chosen = routeOptionFor({ firstLoad: false, previousMode: lastMode.current, mode: next.mode, routeOption: option });
    void run({ start: next.start.trim(), destination: next.destination.trim(), mode: next.mode }, chosen, 'write');
    return [];
  };

  // The hash on load, and later when the visitor edits it or goes back to an earlier one.
  useEffect(() => {
    // A plain submission's query becomes the hash first (replaced, so Back does not return to
    // it), and is then read as any hash is.
    const handOver = handOverRouteQuery(window.location);
    if (handOver) window.history.replaceState(window.history.state, '', handOver.url);
    const apply = () => {
      const { state: hash, dropped } = parseRouteHash(window.location.hash);
      // A hash with nothing of ours in it (the skip link's `#main`) leaves the page as it is.
      if (!hash && dropped.length === 0) return;
      setUnreadLink(dropped.length === 0 ? null : hash ? 'part' : 'whole');
      if (!hash) return;
      const { mode, replaced } = availableMode(hash.travelMode, routing.modes);
      const next = { ...fieldsOf(hash), mode };
      setFields(next);
      setInvalid([]);
      setReplacedMode(replaced);
      // The hash then names what is shown: a replaced mode's route option was for other routes,
      // and a link passed on from here is whole again.
      const rewrite = replaced !== null || dropped.length > 0;
      if (next.start && next.destination && next.mode) {
        const option = replaced ? 0 : routeOptionFor({ firstLoad: true, previousMode: lastMode.current, mode: next.mode, routeOption: hash.routeOption });
        void run({ start: next.start, destination: next.destination, mode: next.mode }, option, rewrite ? 'write' : 'keep');
      } else if (rewrite) {
        replaceHash(writeRouteHash({ ...hash, travelMode: mode, routeOption: replaced ? 0 : hash.routeOption }));
      }
    };
    apply();
    // That query was a submission: what it lacked is said as a submission in the page would say it.
    if (handOver?.submitted) setInvalid(missingFields(fieldsOf(handOver.submitted)));
    window.addEventListener('hashchange', apply);
    return () => {
      window.removeEventListener('hashchange', apply);
      inFlight.current?.abort();
    };
  }, [run, routing.modes]);

  const complete = (next: Fields) => missingFields(next).length === 0;

  return {
    fields,
    routeOption,
    result,
    invalid,
    replacedMode,
    unreadLink,
    setField: (name: 'start' | 'destination', value: string) => {
      setFields((current) => ({ ...current, [name]: value }));
      setInvalid((current) => current.filter((n) => n !== name));
    },
    submit: () => submit(fields),
    /** Swaps start and destination, and asks again when the form is complete. */
    swap: () => {
      if (!fields.start.trim() && !fields.destination.trim()) return;
      const next = { ...fields, start: fields.destination, destination: fields.start };
      setFields(next);
      if (complete(next)) submit(next);
    },
    /**
     * A mode chosen asks again once start and destination are given: another mode from its first
     * route, the mode already chosen (clicked again, as the old theme allowed) with the fields as
     * they now are.
     */
    chooseMode: (mode: TravelMode) => {
      const next = { ...fields, mode };
      setFields(next);
      setInvalid((current) => current.filter((n) => n !== 'mode'));
      setReplacedMode(null);
      setUnreadLink(null);
      if (complete(next)) submit(next);
    },
    chooseRoute: (option: number) => {
      submit(fields, option);
    },
  };
}

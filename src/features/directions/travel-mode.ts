// The ways to travel the visitor can choose, and what changing one does to the chosen route.

/**
 * Every mode the page's addresses may name (the old theme's four). The form offers only those
 * its router answers (`RoutingService.modes`): OSRM has no public transport, so no "Transit".
 */
export const TRAVEL_MODES = ['driving', 'walking', 'bicycling', 'transit'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

export const isTravelMode = (value: string): value is TravelMode => (TRAVEL_MODES as readonly string[]).includes(value);

/**
 * The route option to ask for on a submission. Another mode gives other routes, so a new mode
 * starts again from the first one; on the first load the option in the address is kept, since
 * it was chosen for that very mode.
 */
export function routeOptionFor(change: { firstLoad: boolean; previousMode: TravelMode | null; mode: TravelMode; routeOption: number }): number {
  if (change.firstLoad) return change.routeOption;
  return change.previousMode === change.mode ? change.routeOption : 0;
}

/** The mode offered in place of one the router does not answer: the form's own default, by car. */
const FALLBACK_MODE: TravelMode = 'driving';

/**
 * The mode to use for one an address asks for: itself when the router answers it, else the
 * fallback (an old link's `travel-mode=transit`), with the mode it replaced so the visitor is told.
 */
export function availableMode(wanted: TravelMode | null, modes: readonly TravelMode[]): { mode: TravelMode | null; replaced: TravelMode | null } {
  if (wanted === null || modes.includes(wanted)) return { mode: wanted, replaced: null };
  return { mode: modes.includes(FALLBACK_MODE) ? FALLBACK_MODE : (modes[0] ?? null), replaced: wanted };
}

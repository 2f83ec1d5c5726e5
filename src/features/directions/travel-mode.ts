// The ways to travel the visitor can choose, and what changing one does to the chosen route.

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

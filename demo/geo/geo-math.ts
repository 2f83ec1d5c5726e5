// Distances and bearings on the sphere, good to a few centimetres at city scale.
export type LonLat = [lon: number, lat: number];

const R = 6_372_797.560856; // the Earth radius OSRM uses
const rad = (d: number) => (d * Math.PI) / 180;

export function haversine(a: LonLat, b: LonLat): number {
  const dLat = rad(b[1] - a[1]);
  const dLon = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b, degrees clockwise from north, 0-359. */
export function bearing(a: LonLat, b: LonLat): number {
  const y = Math.sin(rad(b[0] - a[0])) * Math.cos(rad(b[1]));
  const x = Math.cos(rad(a[1])) * Math.sin(rad(b[1])) - Math.sin(rad(a[1])) * Math.cos(rad(b[1])) * Math.cos(rad(b[0] - a[0]));
  return Math.round(((Math.atan2(y, x) * 180) / Math.PI + 360) % 360);
}

/** The point of segment a-b nearest to p, and where along the segment it lies (0-1). */
export function projectOnSegment(p: LonLat, a: LonLat, b: LonLat): { point: LonLat; t: number } {
  const k = Math.cos(rad(p[1]));
  const ax = a[0] * k,
    bx = b[0] * k,
    px = p[0] * k;
  const dx = bx - ax,
    dy = b[1] - a[1];
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (p[1] - a[1]) * dy) / len));
  return { point: [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])], t };
}

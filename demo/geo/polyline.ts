// Google's encoded polyline format, which OSRM uses for `geometries=polyline` (precision 5) and
// `polyline6` (precision 6). Coordinates are [lon, lat]; the encoding stores lat first.
import type { LonLat } from './geo-math';

export function encodePolyline(coordinates: LonLat[], precision = 5): string {
  const factor = 10 ** precision;
  let out = '';
  let lastLat = 0;
  let lastLon = 0;
  const encode = (value: number) => {
    let v = value < 0 ? ~(value << 1) : value << 1;
    while (v >= 0x20) {
      out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
      v >>= 5;
    }
    out += String.fromCharCode(v + 63);
  };
  for (const [lon, lat] of coordinates) {
    const la = Math.round(lat * factor);
    const lo = Math.round(lon * factor);
    encode(la - lastLat);
    encode(lo - lastLon);
    lastLat = la;
    lastLon = lo;
  }
  return out;
}

export function decodePolyline(text: string, precision = 5): LonLat[] {
  const factor = 10 ** precision;
  const out: LonLat[] = [];
  let i = 0;
  let lat = 0;
  let lon = 0;
  const next = () => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = text.charCodeAt(i++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (i < text.length) {
    lat += next();
    lon += next();
    out.push([lon / factor, lat / factor]);
  }
  return out;
}

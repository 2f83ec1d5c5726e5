import { withPrefix } from 'gatsby';
import type * as MapLibre from 'maplibre-gl';

const fromSite = (file: string) => new URL(withPrefix(`/maplibre/${file}`), window.location.href).href;

/**
 * MapLibre as the library ships it (one minified ES module, copied to `/maplibre/` at build
 * time), not through the bundle: it is already minified, and transpiling and minifying its
 * megabyte again cost a clean build about 15 s of CPU for nothing.
 */
export async function loadMaplibre(): Promise<typeof MapLibre> {
  const maplibre = (await import(/* webpackIgnore: true */ fromSite('maplibre-gl.mjs'))) as typeof MapLibre;
  // Before any map exists: the worker is a file of the site too.
  maplibre.setWorkerUrl(fromSite('maplibre-gl-worker.mjs'));
  return maplibre;
}

// The MapLibre style of the hotel map: the Protomaps "light" basemap over this backend's tiles,
// labels in the visitor's language, fonts served by the backend, attribution to OpenStreetMap.
import { layers, namedFlavor } from '@protomaps/basemaps';
import type { LayerSpecification, StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import { fontFaces } from './font-faces';

export const STYLE_LANGUAGES = ['en', 'fr', 'de'] as const;
export type StyleLanguage = (typeof STYLE_LANGUAGES)[number];
export const ATTRIBUTION = '<a href="https://www.openstreetmap.org/copyright" target="_blank">© OpenStreetMap contributors</a>';
export const TILE_PATH = '/tiles/{z}/{x}/{y}.mvt';

/**
 * The basemap's icons come from a sprite sheet this backend does not have: icon properties are
 * dropped (labels stay), and layers that were only icons (one-way arrows, shields) go.
 */
function withoutIcons(list: LayerSpecification[]): LayerSpecification[] {
  return list.flatMap((layer) => {
    if (layer.type !== 'symbol' || !layer.layout) return [layer];
    const layout = Object.fromEntries(Object.entries(layer.layout).filter(([key]) => !key.startsWith('icon-')));
    if (!('text-field' in layout)) return [];
    return [{ ...layer, layout }];
  });
}

export function mapStyle(
  origin: string,
  lang: StyleLanguage,
  view: { bounds: [number, number, number, number]; center: [number, number] },
): StyleSpecification {
  return {
    version: 8,
    name: `Hotel map (${lang})`,
    center: view.center,
    zoom: 14,
    sources: {
      protomaps: {
        type: 'vector',
        tiles: [`${origin}${TILE_PATH}`],
        minzoom: 0,
        maxzoom: 14,
        bounds: view.bounds,
        attribution: ATTRIBUTION,
      },
    },
    'font-faces': fontFaces(origin),
    layers: withoutIcons(layers('protomaps', namedFlavor('light'), { lang })),
  };
}

// The Nominatim /search service over the demo's place index: free-text search with minisearch,
// accents folded, prefixes and small typos forgiven; all words must match, or failing that any.
import fs from 'node:fs';
import MiniSearch, { type SearchResult } from 'minisearch';
import type { PlaceEntry } from './place-entry';

export type ServiceAnswer = { status: number; body: unknown };

const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';
const FORMATS = ['json', 'jsonv2', 'geojson'];
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 50;

/** Lower case without accents, so that "Spélugues", "SPELUGUES" and "spelugues" are one word. */
const fold = (term: string) => term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const PLACE_RANKS: Record<string, number> = { city: 16, town: 18, village: 19, suburb: 19, quarter: 20, neighbourhood: 22, locality: 25 };
const placeRank = (p: PlaceEntry) => (p.class === 'place' ? (PLACE_RANKS[p.type] ?? 30) : p.class === 'highway' ? 26 : 30);
const addressType = (p: PlaceEntry) => (p.class === 'highway' ? 'road' : p.class === 'place' && p.type !== 'house' ? p.type : p.class);

const error = (message: string): ServiceAnswer => ({ status: 400, body: { error: { code: 400, message } } });

export function createSearchService(placesFile: string) {
  let index: { search: MiniSearch<PlaceEntry>; places: Map<string, PlaceEntry> } | undefined;
  const load = () => {
    if (index) return index;
    const places = JSON.parse(fs.readFileSync(placesFile, 'utf8')) as PlaceEntry[];
    const search = new MiniSearch<PlaceEntry>({
      idField: 'place_id',
      fields: ['name', 'alt', 'address'],
      extractField: (doc, field) => {
        if (field === 'alt') return doc.alt_names.join(' ');
        if (field === 'address') return doc.display_name;
        return String(doc[field as keyof PlaceEntry] ?? '');
      },
      tokenize: (text) => text.split(/[\s,;:'’"().\-/]+/u).filter(Boolean),
      processTerm: (term) => fold(term) || null,
      searchOptions: {
        boost: { name: 3, alt: 2, address: 1 },
        prefix: (term) => term.length >= 3,
        fuzzy: (term) => (term.length >= 5 ? 0.2 : term.length === 4 ? 1 : false),
      },
    });
    search.addAll(places);
    // minisearch reads ids through extractField too, so they come back as strings.
    index = { search, places: new Map(places.map((p) => [String(p.place_id), p])) };
    return index;
  };

  const format = (p: PlaceEntry, fmt: string) => {
    const [lon, lat] = p.point;
    const bbox = p.bbox.map((v) => v.toFixed(7));
    if (fmt === 'geojson') {
      return {
        type: 'Feature',
        properties: {
          place_id: p.place_id,
          osm_type: p.osm_type,
          osm_id: p.osm_id,
          place_rank: placeRank(p),
          category: p.class,
          type: p.type,
          importance: p.importance,
          addresstype: addressType(p),
          name: p.name,
          display_name: p.display_name,
        },
        bbox: [p.bbox[2], p.bbox[0], p.bbox[3], p.bbox[1]],
        geometry: { type: 'Point', coordinates: [lon, lat] },
      };
    }
    return {
      place_id: p.place_id,
      licence: LICENCE,
      osm_type: p.osm_type,
      osm_id: p.osm_id,
      lat: lat.toFixed(7),
      lon: lon.toFixed(7),
      [fmt === 'jsonv2' ? 'category' : 'class']: p.class,
      type: p.type,
      place_rank: placeRank(p),
      importance: p.importance,
      addresstype: addressType(p),
      name: p.name,
      display_name: p.display_name,
      boundingbox: bbox,
    };
  };

  return {
    search(params: URLSearchParams): ServiceAnswer {
      const fmt = params.get('format') ?? 'jsonv2';
      if (!FORMATS.includes(fmt)) return error(`Parameter 'format' must be one of: ${FORMATS.join(', ')}`);
      const limitParam = params.get('limit');
      if (limitParam !== null && !/^\s*[-+]?\d+\s*$/.test(limitParam)) return error("Parameter 'limit' must be a number.");
      const limit = Math.max(1, Math.min(MAX_LIMIT, limitParam === null ? DEFAULT_LIMIT : Number(limitParam)));

      const q = (params.get('q') ?? '').trim();
      let hits: SearchResult[] = [];
      if (q) {
        const { search } = load();
        hits = search.search(q, { combineWith: 'AND' });
        if (!hits.length) hits = search.search(q, { combineWith: 'OR' });
      }
      const places = index?.places ?? new Map<string, PlaceEntry>();
      // Text relevance first, weighed by how notable a place is, as Nominatim's importance does.
      const ranked = hits
        .flatMap((h) => {
          const place = places.get(String(h.id));
          return place ? [{ place, score: h.score * (0.5 + place.importance) }] : [];
        })
        .sort((a, b) => b.score - a.score)
        .slice(0, limit)
        .map((h) => format(h.place, fmt));
      if (fmt === 'geojson') return { status: 200, body: { type: 'FeatureCollection', licence: LICENCE, features: ranked } };
      return { status: 200, body: ranked };
    },
  };
}

// One entry of the place index (demo/data/places.json), written by the data step and searched by
// the geocoder.
export type PlaceEntry = {
  place_id: number;
  osm_type: 'node' | 'way' | 'relation';
  osm_id: number;
  class: string;
  type: string;
  /** [lon, lat] of the point Nominatim would answer. */
  point: [number, number];
  /** [min lat, max lat, min lon, max lon], Nominatim's order. */
  bbox: [number, number, number, number];
  name: string;
  /** Other names that should find it (translations, the street of an address). */
  alt_names: string[];
  display_name: string;
  importance: number;
};

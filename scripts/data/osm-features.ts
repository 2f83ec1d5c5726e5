// Reads an OSM extract as GeoJSON features through `osmium export` (Debian's osmium-tool), which
// assembles ways into lines and multipolygon relations into areas for us.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Feature, Geometry } from 'geojson';

export type OsmTags = Record<string, string>;
export type OsmFeature = Feature<Geometry, OsmTags> & { id: string };

export function exportOsm(pbfPath: string): OsmFeature[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'osm-export-'));
  const out = path.join(dir, 'features.geojsonseq');
  try {
    const run = spawnSync('osmium', ['export', pbfPath, '-f', 'geojsonseq', '--add-unique-id=type_id', '-O', '-o', out], { encoding: 'utf8' });
    if (run.error) {
      throw new Error(`osmium could not be started (${run.error.message}); install it with: apt-get install -y osmium-tool`);
    }
    if (run.status !== 0) throw new Error(`osmium export failed: ${run.stderr.trim()}`);
    return parseGeojsonSeq(fs.readFileSync(out, 'utf8'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const RECORD_SEPARATOR = '\u001e';

/** GeoJSON text sequences (RFC 8142): one feature per line, each preceded by a record separator. */
function parseGeojsonSeq(text: string): OsmFeature[] {
  const features: OsmFeature[] = [];
  for (const line of text.split('\n')) {
    const json = (line.startsWith(RECORD_SEPARATOR) ? line.slice(1) : line).trim();
    if (json) features.push(JSON.parse(json) as OsmFeature);
  }
  return features;
}

/** The name tags kept everywhere: the local name and the site's three languages. */
const NAME_KEYS = ['name', 'name:en', 'name:fr', 'name:de'] as const;

export function names(tags: OsmTags): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const key of NAME_KEYS) if (tags[key]) kept[key] = tags[key];
  return kept;
}

/**
 * osmium exports a closed way with area tags twice: as a line (w<id>) and as an area (a<2 x id>).
 * Whatever the area stands for (a place, a building's address) is taken from the area.
 */
export const isClosedLine = (g: Geometry) =>
  g.type === 'LineString' && g.coordinates.length > 3 && g.coordinates[0].join() === g.coordinates[g.coordinates.length - 1].join();

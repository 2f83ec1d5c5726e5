// A writer for PMTiles v3 archives (the `pmtiles` package only reads them): header, one root
// directory, gzipped JSON metadata, then the tile data in tile-id order, identical tiles stored once.
// Everything fits a root directory for an extract this size, so there are no leaf directories.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { zxyToTileId } from 'pmtiles';

const HEADER_BYTES = 127;
const ROOT_DIRECTORY_LIMIT = 16384 - HEADER_BYTES;
const GZIP = 2;
const MVT = 1;

export type ArchiveTile = { z: number; x: number; y: number; data: Uint8Array };
export type ArchiveOptions = {
  bounds: [minLon: number, minLat: number, maxLon: number, maxLat: number];
  center: [lon: number, lat: number, zoom: number];
  /** The zoom range the archive covers, even where its lowest zooms hold no tile. */
  zooms: [min: number, max: number];
  metadata: Record<string, unknown>;
};

function varints(values: number[]): Buffer {
  const bytes: number[] = [];
  for (let v of values) {
    while (v >= 0x80) {
      bytes.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    bytes.push(v);
  }
  return Buffer.from(bytes);
}

type Entry = { tileId: number; offset: number; length: number; runLength: number };

function serializeDirectory(entries: Entry[]): Buffer {
  const ids: number[] = [];
  let last = 0;
  for (const e of entries) {
    ids.push(e.tileId - last);
    last = e.tileId;
  }
  // An offset of 0 means "right after the previous entry"; others are stored plus one.
  const offsets = entries.map((e, i) => (i > 0 && e.offset === entries[i - 1].offset + entries[i - 1].length ? 0 : e.offset + 1));
  return varints([entries.length, ...ids, ...entries.map((e) => e.runLength), ...entries.map((e) => e.length), ...offsets]);
}

export function writePmtiles(tiles: ArchiveTile[], options: ArchiveOptions): Buffer {
  const sorted = tiles.map((t) => ({ ...t, tileId: zxyToTileId(t.z, t.x, t.y) })).sort((a, b) => a.tileId - b.tileId);
  const chunks: Buffer[] = [];
  const seen = new Map<string, { offset: number; length: number }>();
  const entries: Entry[] = [];
  let dataLength = 0;
  for (const tile of sorted) {
    const body = gzipSync(tile.data, { level: 9 });
    const hash = createHash('sha256').update(body).digest('hex');
    let stored = seen.get(hash);
    if (!stored) {
      stored = { offset: dataLength, length: body.length };
      seen.set(hash, stored);
      chunks.push(body);
      dataLength += body.length;
    }
    const previous = entries[entries.length - 1];
    if (previous && previous.offset === stored.offset && previous.tileId + previous.runLength === tile.tileId) previous.runLength += 1;
    else entries.push({ tileId: tile.tileId, offset: stored.offset, length: stored.length, runLength: 1 });
  }

  const root = gzipSync(serializeDirectory(entries), { level: 9 });
  if (root.length > ROOT_DIRECTORY_LIMIT) throw new Error('too many tiles for a single root directory');
  const metadata = gzipSync(Buffer.from(JSON.stringify(options.metadata)), { level: 9 });

  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const leafOffset = metadataOffset + metadata.length;
  const dataOffset = leafOffset;

  const header = Buffer.alloc(HEADER_BYTES);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const u64 = (value: number, at: number) => header.writeBigUInt64LE(BigInt(value), at);
  u64(rootOffset, 8);
  u64(root.length, 16);
  u64(metadataOffset, 24);
  u64(metadata.length, 32);
  u64(leafOffset, 40);
  u64(0, 48);
  u64(dataOffset, 56);
  u64(dataLength, 64);
  u64(sorted.length, 72);
  u64(entries.length, 80);
  u64(chunks.length, 88);
  header.writeUInt8(1, 96); // clustered: tile data follows tile-id order
  header.writeUInt8(GZIP, 97);
  header.writeUInt8(GZIP, 98);
  header.writeUInt8(MVT, 99);
  header.writeUInt8(options.zooms[0], 100);
  header.writeUInt8(options.zooms[1], 101);
  const e7 = (v: number) => Math.round(v * 1e7);
  const [minLon, minLat, maxLon, maxLat] = options.bounds;
  header.writeInt32LE(e7(minLon), 102);
  header.writeInt32LE(e7(minLat), 106);
  header.writeInt32LE(e7(maxLon), 110);
  header.writeInt32LE(e7(maxLat), 114);
  header.writeUInt8(options.center[2], 118);
  header.writeInt32LE(e7(options.center[0]), 119);
  header.writeInt32LE(e7(options.center[1]), 123);

  return Buffer.concat([header, root, metadata, ...chunks]);
}

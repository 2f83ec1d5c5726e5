// Reads tiles from the PMTiles archive on disk with the `pmtiles` package.
import fs from 'node:fs';
import { PMTiles, type RangeResponse, type Source } from 'pmtiles';

class LocalFileSource implements Source {
  constructor(private readonly file: string) {}
  getKey() {
    return this.file;
  }
  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const handle = await fs.promises.open(this.file, 'r');
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, offset);
      const bytes = buffer.subarray(0, bytesRead);
      return { data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer };
    } finally {
      await handle.close();
    }
  }
}

export function openTileArchive(file: string) {
  const archive = new PMTiles(new LocalFileSource(file));
  return {
    header: () => archive.getHeader(),
    metadata: () => archive.getMetadata(),
    /** The tile's MVT bytes (uncompressed), or undefined where the archive has none. */
    async tile(z: number, x: number, y: number): Promise<Uint8Array | undefined> {
      const found = await archive.getZxy(z, x, y);
      return found ? new Uint8Array(found.data) : undefined;
    },
  };
}

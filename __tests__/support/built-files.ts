// The files a build wrote, for tests that read all of them.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, as paths relative to it, in path order. */
export const filesUnder = (dir: string, base = dir): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name), base) : [path.relative(base, path.join(dir, entry.name))]))
        .sort()
    : [];

// Images, fonts, videos and map data; everything else a build writes is text.
const BINARY = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.woff', '.woff2', '.webm', '.mp4', '.pmtiles', '.pbf', '.ico']);
export const isBinary = (file: string) => BINARY.has(path.extname(file).toLowerCase());

/** Each file under `dir` with the digest of its bytes: two calls are equal when the folder did not change, byte for byte. */
export const digestsOf = (dir: string): Record<string, string> =>
  Object.fromEntries(
    filesUnder(dir).map((file) => [
      file,
      createHash('sha256')
        .update(fs.readFileSync(path.join(dir, file)))
        .digest('hex'),
    ]),
  );

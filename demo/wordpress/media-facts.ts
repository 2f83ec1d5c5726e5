// What WordPress reads from an uploaded file: its type and its size in pixels. Images through
// image-size; WebM videos (the demo's one video) from their track header, as WordPress's getID3
// does for the videos editors upload.
import { imageSize } from 'image-size';

export type MediaFacts = { width: number; height: number; mimeType: string };

export function mediaFacts(file: string, bytes: Uint8Array): MediaFacts {
  if (/\.webm$/i.test(file)) {
    const size = webmSize(bytes);
    if (!size) throw new Error(`${file}: no video track with a size in this WebM file`);
    return { ...size, mimeType: 'video/webm' };
  }
  const size = imageSize(bytes);
  return { width: size.width, height: size.height, mimeType: size.type === 'png' ? 'image/png' : size.type === 'webp' ? 'image/webp' : 'image/jpeg' };
}

// Matroska/WebM is EBML: elements of a variable-length id, a variable-length size and a body.
const CLUSTER = 0x1f43b675;
// Segment > Tracks > TrackEntry > Video: the elements on the way down to the picture's size.
const ON_THE_WAY = new Set([0x18538067, 0x1654ae6b, 0xae, 0xe0]);
const PIXEL_WIDTH = 0xb0;
const PIXEL_HEIGHT = 0xba;

type Vint = { value: number; length: number; unknown: boolean };

function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): Vint | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + bytes[at + i];
    allOnes &&= bytes[at + i] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

const readUint = (bytes: Uint8Array, at: number, length: number) => bytes.subarray(at, at + length).reduce((n, byte) => n * 256 + byte, 0);

/** The first video track's PixelWidth and PixelHeight; the tracks come before the first cluster. */
export function webmSize(bytes: Uint8Array): { width: number; height: number } | null {
  let width = 0;
  let height = 0;
  for (let at = 0; at < bytes.length && !(width && height);) {
    const id = readVint(bytes, at, true);
    const size = id && readVint(bytes, at + id.length, false);
    if (!id || !size || id.value === CLUSTER) break;
    at += id.length + size.length;
    // Go into the elements that lead to the size (a live recording leaves the segment's size unknown).
    if (ON_THE_WAY.has(id.value)) continue;
    if (size.unknown) break;
    if (id.value === PIXEL_WIDTH) width = readUint(bytes, at, size.value);
    if (id.value === PIXEL_HEIGHT) height = readUint(bytes, at, size.value);
    at += size.value;
  }
  return width && height ? { width, height } : null;
}

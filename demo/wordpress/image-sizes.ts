// The smaller copies WordPress 6.8 makes of an uploaded image with its default settings, and the
// srcset and sizes it derives from them. A real WordPress lists them in WPGraphQL's
// `mediaDetails.sizes`, `srcSet` and `sizes` and in the `<img>` tags of page content, so the demo
// backend names the same files (and serves them: see image-copies.ts).

/** A size WordPress registers: its box, and whether it crops to it. */
type RegisteredSize = { name: string; width: number; height: number; crop: boolean };

// WordPress makes them in this order (wp_create_image_subsizes puts medium, large, thumbnail and
// medium_large first), and stores them in the attachment's metadata in that order. 0 is "any".
const REGISTERED: RegisteredSize[] = [
  { name: 'medium', width: 300, height: 300, crop: false },
  { name: 'large', width: 1024, height: 1024, crop: false },
  { name: 'thumbnail', width: 150, height: 150, crop: true },
  { name: 'medium_large', width: 768, height: 0, crop: false },
  { name: '1536x1536', width: 1536, height: 1536, crop: false },
  { name: '2048x2048', width: 2048, height: 2048, crop: false },
];

// Wider copies are left out of srcset (max_srcset_image_width).
const MAX_SRCSET_WIDTH = 2048;

export type ImageSize = { name: string; width: number; height: number; file: string };

/** Formats WordPress's image editors resize; anything else (video, PDF) gets no copies. */
const isResizable = (mimeType: string) => ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'].includes(mimeType);

/**
 * The copies of an image of `width` × `height` stored as `file` (a name without folders):
 * only those smaller than the original, named `<name>-<w>x<h>.<ext>` as WordPress names them.
 */
export function imageSizes(file: string, width: number, height: number, mimeType: string): ImageSize[] {
  if (!isResizable(mimeType) || !width || !height) return [];
  const dot = file.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [file.slice(0, dot), file.slice(dot)] : [file, ''];
  return REGISTERED.flatMap((size) => {
    const box = resized(width, height, size);
    return box ? [{ name: size.name, ...box, file: `${stem}-${box.width}x${box.height}${extension}` }] : [];
  });
}

// image_resize_dimensions(): the copy's size, or null when it would not be smaller.
function resized(width: number, height: number, size: RegisteredSize): { width: number; height: number } | null {
  if (size.crop) {
    const w = Math.min(size.width, width);
    const h = Math.min(size.height, height);
    return w === width && h === height ? null : { width: w, height: h };
  }
  const ratios = [size.width ? size.width / width : Infinity, size.height ? size.height / height : Infinity];
  const ratio = Math.min(...ratios);
  if (ratio >= 1) return null;
  // wp_constrain_dimensions() rounds, then nudges a side that rounding pushed past its box.
  let w = Math.max(1, Math.round(width * ratio));
  let h = Math.max(1, Math.round(height * ratio));
  if (size.width && w > size.width) w = size.width;
  if (size.height && h > size.height) h = size.height;
  return { width: w, height: h };
}

type Candidate = { url: string; width: number; height: number };

/**
 * wp_calculate_image_srcset(): the image shown (`src`) first, then every copy and the original
 * with the same proportions, widest 2048 px, each once per width.
 */
export function srcset(src: Candidate, candidates: Candidate[]): string | null {
  const sources = new Map<number, string>();
  sources.set(src.width, src.url);
  for (const candidate of candidates) {
    if (candidate.width > MAX_SRCSET_WIDTH || sources.has(candidate.width)) continue;
    if (!sameProportions(src, candidate)) continue;
    sources.set(candidate.width, candidate.url);
  }
  if (sources.size < 2) return null;
  return [...sources].map(([width, url]) => `${url} ${width}w`).join(', ');
}

// wp_image_matches_ratio(): equal once the larger image is scaled down to the smaller's width.
function sameProportions(a: Candidate, b: Candidate): boolean {
  const [small, large] = a.width < b.width ? [a, b] : [b, a];
  return Math.abs(Math.round(large.height * (small.width / large.width)) - small.height) <= 1;
}

/** wp_calculate_image_sizes(): the image at its own width, or the screen's when narrower. */
export const sizesAttribute = (width: number) => `(max-width: ${width}px) 100vw, ${width}px`;

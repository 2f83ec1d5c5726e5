// A link such as `/#slide3` opens the home page on the third slide. Numbers count from 1, as
// visitors do; anything past the ends lands on the first or the last slide.

/** The 0-based slide a location hash asks for, or null when the hash is not `#slideN`. */
export function slideFromHash(hash: string, count: number): number | null {
  const match = /^#?slide(\d+)$/i.exec(hash.trim());
  if (!match || count < 1) return null;
  const wanted = Number(match[1]);
  return Math.min(Math.max(wanted, 1), count) - 1;
}

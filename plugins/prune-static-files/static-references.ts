// The files under `public/static/<digest>/` that Gatsby writes for WordPress's media (resized
// images, the files pages link to), and the references to them in what the build wrote. Pure.

/** A file of a WordPress medium, as pages refer to it: `static/<32 hex digits>/…`, up to a quote, space, bracket, comma, query or fragment. */
const REFERENCE = /static\/[0-9a-f]{32}\/[^"'\s)\\?#,<>]+/g;

export function staticReferences(text: string): string[] {
  const found = new Set<string>();
  for (const [match] of text.matchAll(REFERENCE)) {
    try {
      found.add(decodeURIComponent(match));
    } catch {
      found.add(match);
    }
  }
  return [...found];
}

/** Whether a path relative to `public/` is one of those files (not webpack's fonts and the like, directly under `static/`). */
export const isMediaFile = (relative: string) => /^static\/[0-9a-f]{32}\//.test(relative.split('\\').join('/'));

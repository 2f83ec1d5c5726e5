// Polylang gives each language its own media item for one photo, and the copies share the file:
// when an editor replaces or deletes one copy, the file the others show changes while their own
// fields (and modified dates) stay as they were, so comparing a cached media item with its own
// listing misses it. Each build records which media items share each file, and when; a warm build
// compares that record with WordPress now. Pure: no network, no Gatsby.
import type { Fields } from './reconcile';

/** A file as WordPress's upload path names it, without origin, size suffix (`-1024x683`) or `-scaled`. */
export function fileOf(url: unknown): string | null {
  if (typeof url !== 'string' || !url) return null;
  let pathname: string;
  try {
    pathname = new URL(url, 'http://origin.invalid').pathname;
  } catch {
    return null;
  }
  return pathname.replace(/(?:-\d+x\d+)?(?:-scaled)?(\.\w+)$/, '$1');
}

/**
 * The file of a media item. WPGraphQL gives `sourceUrl` only for images (a video's is null); every
 * media item has its file's address in `mediaItemUrl`.
 */
export const fileOfMediaItem = (item: Fields): string | null => fileOf(item.mediaItemUrl) ?? fileOf(item.sourceUrl);

/** For each file, the media items that show it and when each was last modified, in one stable string. */
export function fileSignatures(media: Fields[]): Record<string, string> {
  const byFile = new Map<string, string[]>();
  for (const item of media) {
    const file = fileOfMediaItem(item);
    if (!file) continue;
    byFile.set(file, [...(byFile.get(file) ?? []), `${String(item.id)}@${String(item.modified ?? '')}`]);
  }
  return Object.fromEntries([...byFile].sort(([a], [b]) => (a < b ? -1 : 1)).map(([file, items]) => [file, items.sort().join(' ')]));
}

/**
 * The files whose media items changed since the record: one added, removed or modified. With no
 * record (a cache from before the record was kept, or a build that could not list the media),
 * every file counts as changed.
 */
export function changedFiles(recorded: Record<string, string> | undefined, now: Record<string, string>): Set<string> | 'all' {
  if (!recorded) return 'all';
  return new Set([...new Set([...Object.keys(recorded), ...Object.keys(now)])].filter((file) => recorded[file] !== now[file]));
}

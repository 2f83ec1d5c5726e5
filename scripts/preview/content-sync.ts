// WordPress's Preview button, with WPGatsby's "Gatsby Preview" on, sends the editor to the
// Content Sync URL set in WPGatsby, followed by `/gatsby-source-wordpress/<manifest id>/<post id>`
// (the manifest id is the post id and its last revision's time: `3122026-11-25 00:43:47`).
// Gatsby writes a manifest under that id once the preview's page is built: which page shows the
// node, or `foundPageBy: "none"` when none does.
import path from 'node:path';

export const CONTENT_SYNC_PREFIX = '/__preview';
const SOURCE_PLUGIN = 'gatsby-source-wordpress';

export type ContentSyncRequest = { manifestId: string; postId: number };

/** The manifest and post a Content Sync path asks for; null for any other path. */
export function contentSyncRequest(pathname: string): ContentSyncRequest | null {
  const prefix = `${CONTENT_SYNC_PREFIX}/${SOURCE_PLUGIN}/`;
  if (!pathname.startsWith(prefix)) return null;
  let parts: string[];
  try {
    parts = pathname.slice(prefix.length).replace(/\/$/, '').split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
  if (parts.length !== 2) return null;
  const [manifestId, post] = parts;
  // A manifest id names a file: nothing that could leave its folder.
  if (!/^\d+/.test(manifestId) || /[\\/]|\.\./.test(manifestId) || !/^\d+$/.test(post)) return null;
  return { manifestId, postId: Number(post) };
}

export const manifestFile = (siteDir: string, manifestId: string) => path.join(siteDir, 'public', '__node-manifests', SOURCE_PLUGIN, `${manifestId}.json`);

export type ManifestAnswer = { state: 'ready'; pagePath: string } | { state: 'no-page' } | { state: 'pending' };

/** What a manifest file's text says; `pending` while Gatsby has not written it (or only in part). */
export function readManifest(text: string | null): ManifestAnswer {
  if (text === null) return { state: 'pending' };
  let manifest: { page?: { path?: unknown }; foundPageBy?: unknown };
  try {
    manifest = JSON.parse(text) as typeof manifest;
  } catch {
    return { state: 'pending' };
  }
  const pagePath = manifest.page?.path;
  if (typeof pagePath === 'string' && pagePath.startsWith('/') && !pagePath.startsWith('//')) return { state: 'ready', pagePath };
  return manifest.foundPageBy === 'none' ? { state: 'no-page' } : { state: 'pending' };
}

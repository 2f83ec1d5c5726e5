// The lightbox's rules, kept apart from the viewer so they can be tested directly.

/** What one link opens: a picture, or a video with the linked picture as its poster. */
export type LightboxItem =
  { kind: 'image'; href: string; alt: string; caption: string } | { kind: 'video'; href: string; alt: string; caption: string; poster?: string };

/** Bars and buttons fade after this long without the pointer or keyboard being used. */
export const IDLE_MS = 3000;
/** Videos never grow wider than the content they were made for. */
export const VIDEO_MAX_WIDTH = 1140;

const IMAGE_FILE = /\.(jpe?g|png|gif|webp|avif)$/i;
const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm', ogv: 'video/ogg' };

const extensionOf = (href: string | undefined): string => /\.([a-z0-9]+)$/i.exec((href ?? '').split(/[?#]/)[0])?.[1].toLowerCase() ?? '';

/** Whether a link points at an image file (the block editor's "link to media file"). */
export const isImageHref = (href: string | undefined): boolean => IMAGE_FILE.test(`.${extensionOf(href)}`);

/** The MIME type of a linked video file, or null when the link is not one a browser plays. */
export const videoTypeOf = (href: string | undefined): string | null => VIDEO_TYPES[extensionOf(href)] ?? null;

/** What a link to a media file opens, or null when it is not one. */
export function mediaKindOf(href: string | undefined): LightboxItem['kind'] | null {
  if (isImageHref(href)) return 'image';
  return videoTypeOf(href) ? 'video' : null;
}

/**
 * Home and End jump to the first and last item. YARL moves by steps from where it is, so the
 * jump is said as a direction and a number of steps (none: already there).
 */
export function jumpOf(key: string, current: number, count: number): { direction: 'prev' | 'next'; count: number } | null {
  if (key === 'Home' && current > 0) return { direction: 'prev', count: current };
  if (key === 'End' && current < count - 1) return { direction: 'next', count: count - 1 - current };
  return null;
}

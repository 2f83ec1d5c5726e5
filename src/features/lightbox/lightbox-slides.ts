import type { Slide } from 'yet-another-react-lightbox';
// Type only: it teaches YARL's Slide type the video plugin's slides and the captions' fields.
import type {} from 'yet-another-react-lightbox/plugins/captions';
import type {} from 'yet-another-react-lightbox/plugins/video';
import { VIDEO_MAX_WIDTH, videoTypeOf, type LightboxItem } from './lightbox-logic';

/**
 * The editor's links as YARL slides: the figure's caption becomes the slide's description (the
 * Captions plugin shows it under the picture), a video link a video slide.
 */
export function slideOf(item: LightboxItem): Slide {
  const description = item.caption || undefined;
  if (item.kind === 'video') {
    return {
      type: 'video',
      sources: [{ src: item.href, type: videoTypeOf(item.href) ?? 'video/mp4' }],
      poster: item.poster,
      // With a width and no height the Video plugin caps its player at that width and lets the
      // video keep its own proportions inside it.
      width: VIDEO_MAX_WIDTH,
      preload: 'metadata',
      description,
    };
  }
  return { src: item.href, alt: item.alt, description };
}

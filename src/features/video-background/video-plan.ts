// What a video background shows. The poster is the safe answer: the video needs the visitor's
// consent (it comes from YouTube), must not move for those who asked for less motion, and may fail.

export type VideoPlan = 'poster' | 'video';

export function videoPlan({ consent, reducedMotion, failed }: { consent: string; reducedMotion: boolean; failed: boolean }): VideoPlan {
  return consent === 'accepted' && !reducedMotion && !failed ? 'video' : 'poster';
}

/** The size that covers a box with a 16:9 video, cropping the overflow (as object-fit: cover does). */
export function coverSize(width: number, height: number, ratio = 16 / 9): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  return width / height > ratio ? { width, height: Math.ceil(width / ratio) } : { width: Math.ceil(height * ratio), height };
}

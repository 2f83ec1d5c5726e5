// The block editor marks every image with its media library id (`wp-image-123`). The build
// looks those ids up so that each image can be rendered responsive, at its real proportions.

const WP_IMAGE = /\bwp-image-(\d+)\b/g;

export const wpImageIds = (html: string): number[] => [...new Set([...html.matchAll(WP_IMAGE)].map((m) => Number(m[1])))];

export const wpImageIdOf = (className: string | undefined): number | null => {
  const match = /\bwp-image-(\d+)\b/.exec(className ?? '');
  return match ? Number(match[1]) : null;
};

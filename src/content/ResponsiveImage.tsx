import type { IGatsbyImageData } from 'gatsby-plugin-image';
import * as React from 'react';

/** How wide a feature draws the content's pictures inside it (a slider shows one at a time), as `sizes`. */
export const ImageSizes = React.createContext<string | null>(null);

type Props = {
  /** Sizes and formats made at build time by gatsby-plugin-image (`gatsbyImageData`). */
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /**
   * `high`: the page's main image, loaded at once and first, as the likely largest paint. `low`:
   * an image of a page that has a main image; even on the first screen it waits for that one.
   * Otherwise, the browser decides (lazy, raised when it comes into view).
   */
  priority?: 'high' | 'low';
  /** How wide the picture is drawn, where the page's layout knows better than the image data's own guess. */
  sizes?: string;
} & { [data: `data-${string}`]: string | undefined };

/**
 * The images gatsby-plugin-image prepares, as plain `<picture>` markup. Its own component hides
 * each image until JavaScript runs and always loads a copy of react-dom/server (about 21 KB
 * compressed) after hydration; the browser already does lazy loading, format choice and
 * responsive sizes by itself, and width/height keep the space reserved.
 *
 * Where there are WebP copies, every browser that reads `srcset` takes its copy from them; the
 * JPEG copies are then left out of the page (their lists were about 240 bytes of a home page's
 * compressed HTML, which goes out in the first round trip only up to about 14 KB), and a browser
 * without WebP gets the largest JPEG.
 */
export function ResponsiveImage({ image, alt, className, priority, sizes: sizesInContent, ...data }: Props) {
  const sizes = React.useContext(ImageSizes) ?? sizesInContent;
  const { fallback, sources = [] } = image.images;
  // Full-width image data gives proportions only (1 × 0.66…): whole numbers keep them just as well.
  const [width, height] = image.layout === 'fullWidth' ? [1000, Math.round((1000 * image.height) / image.width)] : [image.width, image.height];
  return (
    <picture className={className} data-layout={image.layout} {...data}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? source.sizes ?? fallback?.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={sources.length ? undefined : fallback?.srcSet}
        sizes={sources.length ? undefined : (sizes ?? fallback?.sizes)}
        width={width}
        height={height}
        alt={alt}
        loading={priority === 'high' ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority}
        style={image.backgroundColor ? { backgroundColor: image.backgroundColor } : undefined}
      />
    </picture>
  );
}

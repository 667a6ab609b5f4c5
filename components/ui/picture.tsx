import type { ImgHTMLAttributes } from 'react';
import { deviceSizes, imageSizes } from '@/lib/site/image-widths';

const ALL_WIDTHS = [...deviceSizes, ...imageSizes].sort((a, b) => a - b);
const QUALITY = 75;
const VIEWPORT_WIDTH = /(^|\s)(1?\d?\d)vw/g;

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  src: string;
  alt: string;
  /** The picture's own size: reserves its box before it arrives (no layout shift). */
  width: number;
  height: number;
  /** The picture is the first screen's: fetched at once and first. */
  priority?: boolean;
  /** Served as it is (a person's own photo, private or a local preview), not through the optimiser. */
  unoptimized?: boolean;
};

const optimised = (src: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;

/**
 * The candidate widths, as next/image picks them: with `sizes`, every width from the narrowest share of the smallest
 * screen on; without, the picture's width and twice it (for dense screens).
 */
export function candidateWidths(width: number, sizes?: string): { widths: number[]; kind: 'w' | 'x' } {
  if (sizes) {
    const shares = [...sizes.matchAll(VIEWPORT_WIDTH)].map((match) => Number(match[2]));
    if (shares.length === 0) return { widths: ALL_WIDTHS, kind: 'w' };
    const smallest = (Math.min(...shares) / 100) * deviceSizes[0]!;
    return { widths: ALL_WIDTHS.filter((w) => w >= smallest), kind: 'w' };
  }
  const fit = (wanted: number) => ALL_WIDTHS.find((w) => w >= wanted) ?? ALL_WIDTHS[ALL_WIDTHS.length - 1]!;
  return { widths: [...new Set([fit(width), fit(width * 2)])], kind: 'x' };
}

/** `src` and `srcSet` through the image optimiser (/_next/image), which also picks the format the browser takes. */
export function pictureSources(src: string, width: number, sizes?: string): { src: string; srcSet: string } {
  const { widths, kind } = candidateWidths(width, sizes);
  return {
    src: optimised(src, widths[widths.length - 1]!),
    srcSet: widths.map((w, i) => `${optimised(src, w)} ${kind === 'w' ? w : i + 1}${kind}`).join(', '),
  };
}

/**
 * A picture as next/image draws it (responsive candidates from the optimiser, width and height against layout
 * shift, lazy unless it is the first screen's), as a plain `<img>`: no script of its own to load or hydrate.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  sizes,
  priority,
  unoptimized,
  loading,
  style,
  ...rest
}: Props) {
  const sources = unoptimized ? { src, srcSet: undefined } : pictureSources(src, width, sizes);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- this is the optimised picture, without next/image's script
    <img
      {...rest}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      fetchPriority={priority ? 'high' : undefined}
      style={{ color: 'transparent', ...style }}
      // Last, as next/image has them: a browser starts fetching `src` as soon as it is set (on a client render).
      sizes={unoptimized ? undefined : sizes}
      srcSet={sources.srcSet}
      src={sources.src}
    />
  );
}

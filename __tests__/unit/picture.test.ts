import { describe, expect, it } from '@jest/globals';
import { getImageProps } from 'next/image';
import { candidateWidths, pictureSources } from '@/components/ui/picture';
import { deviceSizes, imageSizes } from '@/lib/site/image-widths';

/**
 * What next/image itself would put in the page with this project's image configuration (next/jest compiles Next's
 * image code with next.config.js's `images`, as the build does).
 */
function nextImage(src: string, width: number, sizes?: string) {
  const { props } = getImageProps({ src, alt: '', width, height: Math.round((width * 2) / 3), sizes });
  return { src: props.src, srcSet: props.srcSet };
}

describe('Picture: the sources next/image would give, without its script', () => {
  it.each([
    ['/illustrations/styles/japandi.webp', 960, '(min-width: 1024px) 40rem, 100vw'],
    ['/illustrations/samples/dated-kitchen.webp', 240, '(min-width: 640px) 25vw, 50vw'],
    ['/illustrations/styles/modern.webp', 240, '(min-width: 1280px) 120px, (min-width: 640px) 30vw, 45vw'],
    ['/illustrations/rooms/kitchen-scandinavian.webp', 480, '(min-width: 1024px) 200px, 50vw'],
    ['/illustrations/rooms/kitchen-scandinavian.webp', 480, '(min-width: 1024px) 24rem'],
    ['/illustrations/samples/plain-bedroom.webp', 240, undefined],
    ['/illustrations/samples/plain-bedroom.webp', 1536, undefined],
  ])('%s at %i px, sizes %s', (src, width, sizes) => {
    expect(pictureSources(src, width, sizes)).toEqual(nextImage(src, width, sizes));
  });

  it('offers only widths the optimiser makes', () => {
    const allowed = new Set([...deviceSizes, ...imageSizes]);
    for (const sizes of ['100vw', '25vw', '(min-width: 640px) 10vw, 50vw', undefined])
      for (const width of [64, 240, 960, 4000])
        for (const w of candidateWidths(width, sizes).widths) expect(allowed.has(w)).toBe(true);
  });
});

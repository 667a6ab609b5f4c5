/**
 * A drawn illustration under public/illustrations (see its manifest.json); `alt` is a key of `site:images`, so
 * the text is translated with the page.
 */
export type Illustration = { src: string; alt: string; width: number; height: number };

/** A plain, dated or empty room (or the house), as the studio's sample rooms use. */
export const sampleIllustration = (name: string): Illustration => ({
  src: `/illustrations/samples/${name}.webp`,
  alt: name,
  width: 1536,
  height: 1024,
});

/** `<room>-<style>`: one of the room inspiration pictures. */
export const roomIllustration = (name: string): Illustration => ({
  src: `/illustrations/rooms/${name}.webp`,
  alt: name,
  width: 960,
  height: 640,
});

/** A living room in one of the 20 styles. */
export const styleIllustration = (style: string): Illustration => ({
  src: `/illustrations/styles/${style}.webp`,
  alt: `styles-${style}`,
  width: 960,
  height: 640,
});

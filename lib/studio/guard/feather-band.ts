// Read once: see lib/studio/engines/local/box-blur.ts.
const { max, round } = Math;

/** How far past the brushed area a masked tool's pixels may reach, eased out: a few pixels, more on large photos. */
export const featherBand = (width: number, height: number) => max(3, round(max(width, height) * 0.004));

import type { Rgb } from '../colour';

// Read once, not per pixel: see ../box-blur.ts.
const { abs, exp, floor, max, min } = Math;

/** About this many pixels are looked at: the balance is a property of the whole photo, not of its detail. */
const SAMPLES = 120_000;
/** How colourless a pixel must look to count as grey, narrowed round after round as the cast is taken out. */
const SPREADS = [0.4, 0.3, 0.22, 0.16, 0.12, 0.1, 0.08, 0.08];
/** No channel is scaled beyond this either way (a strong tungsten cast needs about 2.5 on blue). */
const MAX_GAIN = 3;
/**
 * The share of the found cast taken out (as a power of the gains): what looks grey may be a pale yellow façade or
 * a beige wall, and a photographer's balance leaves a scene some of its own colour.
 */
const STRENGTH = 0.75;

/**
 * Per-channel gains (linear light, green's kept at 1) that make the photo's grey things grey: the average colour of
 * the pixels that look nearly colourless, neither black nor clipped, is taken to be the light's, and divided out;
 * as the cast goes, what looks colourless is asked to be closer to grey, so a warm wooden room keeps its warmth
 * while its white walls and curtains set the balance: grey world, but among the greys only.
 */
export function neutralBalance(r: Float32Array, g: Float32Array, b: Float32Array): Rgb {
  const step = max(1, floor(r.length / SAMPLES));
  let gains: [number, number, number] = [1, 1, 1];
  for (const spread of SPREADS) {
    let sr = 0;
    let sg = 0;
    let sb = 0;
    for (let i = 0; i < r.length; i += step) {
      const pr = r[i]! * gains[0];
      const pg = g[i]!;
      const pb = b[i]! * gains[2];
      const grey = (pr + pg + pb) / 3;
      // Near black the colour is noise; near white a window's glare or a bright sky is other light than the
      // room's, and a clipped channel's colour is no one's.
      if (grey < 0.01 || grey > 0.85 || r[i]! > 0.97 || g[i]! > 0.97 || b[i]! > 0.97) continue;
      const chroma = max(abs(pr - grey), abs(pg - grey), abs(pb - grey)) / grey;
      const w = exp(-((chroma / spread) ** 2));
      sr += w * pr;
      sg += w * pg;
      sb += w * pb;
    }
    if (!sg || !sr || !sb) break;
    gains = [gains[0] * (sg / sr), 1, gains[2] * (sg / sb)];
    gains = gains.map((k) => min(MAX_GAIN, max(1 / MAX_GAIN, k))) as [number, number, number];
  }
  return [gains[0] ** STRENGTH, 1, gains[2] ** STRENGTH];
}

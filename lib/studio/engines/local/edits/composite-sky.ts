import { boxBlur } from '../box-blur';
import type { RawImage } from '../raw-image';
import type { DrawnSky } from './draw-sky';
import { localMean } from './local-mean';
import { bilinearTaps, resamplePlane } from './resample-plane';
import { shrinkToPlanes } from './shrink-to-planes';

// Read once, not per pixel: see ../box-blur.ts.
const { imul, max, min, round } = Math;

type Rgb = readonly [number, number, number];

/** What happens to everything that is not sky, in linear light: gains (a tint, an exposure), and light added. */
export type Foreground = {
  gains: Rgb;
  /** Light added per full-size pixel (0–1 of `colour`): windows lit from inside, lamps. */
  light?: { weight: Float32Array; colour: Rgb };
};

const TO_LINEAR = Float32Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
const STEPS = 4096;
const TO_SRGB = Float32Array.from({ length: STEPS + 1 }, (_, i) => {
  const c = i / STEPS;
  return 255 * (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055);
});
/** Linear light to a byte; `dither` (−0.5–0.5 of a level) keeps a smooth gradient from banding. */
const toByte = (linear: number, dither: number) =>
  min(255, max(0, round(TO_SRGB[round(min(1, max(0, linear)) * STEPS)]! + dither)));

/** The old sky's colour is estimated at this long side: it is only needed beside the sky's edge, and is smooth. */
const OLD_SKY_SIDE = 512;

/**
 * The photo with its sky replaced: each pixel is α of the new sky plus what stood in front of the old one. A pixel
 * half sky and half roof holds half the old sky's colour, so that share is taken out (the old sky's colour beside it
 * is known) before the new sky's is put in: no pale fringe of the old sky is left along rooflines and branches.
 * Everything not sky takes the foreground's gains and light.
 */
export function compositeSky(
  image: RawImage,
  alpha: Float32Array,
  sky: DrawnSky,
  foreground: Foreground,
): RawImage {
  const { data, width, height } = image;
  const n = width * height;
  // The old sky's linear colour beside the edge, at a small size.
  const small = shrinkToPlanes(image, OLD_SKY_SIDE);
  const sw = small.width;
  const sh = small.height;
  const smallAlpha = resamplePlane(alpha, width, height, sw, sh);
  const linear = (plane: Float32Array) => plane.map((v) => TO_LINEAR[round(v * 255)]!);
  const planes = [linear(small.r), linear(small.g), linear(small.b)];
  const pure = smallAlpha.map((a) => (a > 0.95 ? 1 : 0));
  // Wherever a full-size pixel may be part sky: its nearest small pixel may itself be all sky or none.
  const edge = boxBlur(smallAlpha, sw, sh, 2).map((a) => (a > 0.001 ? 1 : 0));
  const old = localMean([planes[0]!, planes[1]!, planes[2]!], pure, sw, sh, max(2, round(sw / 64)), edge);

  const out = new Uint8Array(3 * n);
  const { gains, light } = foreground;
  const columns = bilinearTaps(width, sky.width);
  const rows = bilinearTaps(height, sky.height);
  const oldColumns = bilinearTaps(width, sw);
  const oldRows = bilinearTaps(height, sh);
  const lr = light ? light.colour[0] : 0;
  const lg = light ? light.colour[1] : 0;
  const lb = light ? light.colour[2] : 0;
  for (let y = 0; y < height; y++) {
    const r0 = rows.near[y]! * sky.width;
    const r1 = rows.far[y]! * sky.width;
    const ty = rows.t[y]!;
    const oldRow = oldRows.near[y]! * sw;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const a = alpha[i]!;
      let red = 0;
      let green = 0;
      let blue = 0;
      let dither = 0;
      if (a < 1) {
        // What stood in front of the old sky, with the foreground's light.
        let fr = TO_LINEAR[data[3 * i]!]!;
        let fg = TO_LINEAR[data[3 * i + 1]!]!;
        let fb = TO_LINEAR[data[3 * i + 2]!]!;
        if (a > 0) {
          const o = oldRow + oldColumns.near[x]!;
          fr = min(1 - a, max(0, fr - a * old[0][o]!));
          fg = min(1 - a, max(0, fg - a * old[1][o]!));
          fb = min(1 - a, max(0, fb - a * old[2][o]!));
        }
        const lit = light ? (1 - a) * light.weight[i]! : 0;
        red = fr * gains[0] + lit * lr;
        green = fg * gains[1] + lit * lg;
        blue = fb * gains[2] + lit * lb;
      }
      if (a > 0) {
        const c0 = columns.near[x]!;
        const c1 = columns.far[x]!;
        const tx = columns.t[x]!;
        const w00 = (1 - tx) * (1 - ty);
        const w01 = tx * (1 - ty);
        const w10 = (1 - tx) * ty;
        const w11 = tx * ty;
        red +=
          a * (sky.r[r0 + c0]! * w00 + sky.r[r0 + c1]! * w01 + sky.r[r1 + c0]! * w10 + sky.r[r1 + c1]! * w11);
        green +=
          a * (sky.g[r0 + c0]! * w00 + sky.g[r0 + c1]! * w01 + sky.g[r1 + c0]! * w10 + sky.g[r1 + c1]! * w11);
        blue +=
          a * (sky.b[r0 + c0]! * w00 + sky.b[r0 + c1]! * w01 + sky.b[r1 + c0]! * w10 + sky.b[r1 + c1]! * w11);
        // A hash of the position: the same grain every time, no pattern.
        let h = imul(x, 0x27d4eb2d) ^ imul(y, 0x165667b1);
        h = imul(h ^ (h >>> 15), 0x85ebca6b);
        dither = a * (((h ^ (h >>> 13)) >>> 0) / 4294967296 - 0.5);
      }
      out[3 * i] = toByte(red, dither);
      out[3 * i + 1] = toByte(green, dither);
      out[3 * i + 2] = toByte(blue, dither);
    }
  }
  return { data: out, width, height };
}

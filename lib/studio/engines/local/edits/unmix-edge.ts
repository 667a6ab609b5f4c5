import { boxBlur } from '../box-blur';
import type { RawImage } from '../raw-image';
import { localMean } from './local-mean';
import type { RgbPlanes } from './shrink-to-planes';

// Read once, not per pixel: see ../box-blur.ts.
const { max, min, round } = Math;

const TO_LINEAR = Float32Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/** The window (fine pixels) whose pure sky and pure foreground colours an edge pixel is unmixed between. */
const WINDOW = 3;
/** Below this squared linear contrast between the two, unmixing is noise and the filter's answer stands. */
const CONTRAST = 0.004;
/** Unmixed shares this near 0 or 1 are noise in a pure pixel. */
const SLACK = 0.05;

/**
 * The sky's share of each pixel along its edge, from the pixel's own colour: a pixel on a roofline is light mixed
 * from the sky and the roof beside it (in linear light, as the lens mixed it), so its share is where its colour lies
 * between the two. The guided filter's share is close, but a few per cent off leaves a visible pale or dark rim once
 * the sky behind is replaced; this is exact wherever the two colours differ. `p` is the hard sky mask at `fine`'s
 * size; `alpha` (full size) is changed in place.
 */
export function unmixEdge(image: RawImage, alpha: Float32Array, fine: RgbPlanes, p: Float32Array): void {
  const { data, width, height } = image;
  const fw = fine.width;
  const fh = fine.height;
  const linear = [fine.r, fine.g, fine.b].map((plane) => plane.map((v) => TO_LINEAR[round(v * 255)]!)) as [
    Float32Array,
    Float32Array,
    Float32Array,
  ];
  const near = boxBlur(p, fw, fh, 2);
  const band = near.map((v) => (v > 0.001 && v < 0.999 ? 1 : 0));
  const ground = p.map((v) => 1 - v);
  const [sr, sg, sb] = localMean(linear, p, fw, fh, WINDOW, band);
  const [gr, gg, gb] = localMean(linear, ground, fw, fh, WINDOW, band);
  const sx = fw / width;
  const sy = fh / height;
  for (let y = 0; y < height; y++) {
    const row = min(fh - 1, (y * sy) | 0) * fw;
    for (let x = 0; x < width; x++) {
      const f = row + min(fw - 1, (x * sx) | 0);
      if (!band[f]) continue;
      const dr = sr[f]! - gr[f]!;
      const dg = sg[f]! - gg[f]!;
      const db = sb[f]! - gb[f]!;
      const contrast = dr * dr + dg * dg + db * db;
      if (contrast < CONTRAST) continue;
      const i = y * width + x;
      const share =
        ((TO_LINEAR[data[3 * i]!]! - gr[f]!) * dr +
          (TO_LINEAR[data[3 * i + 1]!]! - gg[f]!) * dg +
          (TO_LINEAR[data[3 * i + 2]!]! - gb[f]!) * db) /
        contrast;
      alpha[i] = min(1, max(0, (share - SLACK) / (1 - 2 * SLACK)));
    }
  }
}

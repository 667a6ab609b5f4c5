import { type LabImage, toLab } from '../lab';
import type { RgbPlanes } from './shrink-to-planes';

// Read once, not per pixel: see ../box-blur.ts.
const { round } = Math;

/** Lab planes of an image held as 0–1 colour planes. */
export function planesToLab(planes: RgbPlanes): LabImage {
  const { r, g, b, width, height } = planes;
  const n = width * height;
  const data = new Uint8Array(3 * n);
  for (let i = 0; i < n; i++) {
    data[3 * i] = round(r[i]! * 255);
    data[3 * i + 1] = round(g[i]! * 255);
    data[3 * i + 2] = round(b[i]! * 255);
  }
  return toLab({ data, width, height });
}

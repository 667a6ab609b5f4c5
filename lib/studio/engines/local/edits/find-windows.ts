import { boxBlur } from '../box-blur';
import type { RawImage } from '../raw-image';
import { planesToLab } from './planes-to-lab';
import { resamplePlane } from './resample-plane';
import { shrinkToPlanes } from './shrink-to-planes';

// Read once, not per pixel: see ../box-blur.ts.
const { max, min, round } = Math;

/** A window pane (or a glazed door's), as fractions of the photo: left, top, right, bottom. */
export type WindowBox = { left: number; top: number; right: number; bottom: number };

const WORKING_SIDE = 384;
/** Glass in daylight is darker than the wall around it by this much (L units), and dark in itself. */
const DARKER = 10;
const DARK = 50;
/** The step in lightness (L units over two pixels) at a pane's side. */
const EDGE = 8;

/**
 * The window panes of a facade that face the camera, as boxes: in daylight glass shows the dark room behind it, so a
 * pane is a patch clearly darker than the wall around it, of a pane's size, nearly filling its bounding rectangle
 * with straight upright sides (a shadow under the eaves is long and thin, a shadow in carving or a dark shrub
 * ragged), above the ground and not in the sky (`sky`, full-size alpha). The
 * structure guard's openings (two uprights and a rail) were tried first: on real facades they pair any parallel
 * edges — panels, pillars — and miss small sash windows, so they do not say where the glass is.
 */
export function findWindows(image: RawImage, sky: Float32Array): WindowBox[] {
  const planes = shrinkToPlanes(image, WORKING_SIDE);
  const { width, height } = planes;
  const n = width * height;
  const { L } = planesToLab(planes);
  const skyHere = resamplePlane(sky, image.width, image.height, width, height);
  const around = boxBlur(L, width, height, max(3, round(0.04 * max(width, height))));
  const dark = new Uint8Array(n);
  for (let i = 0; i < n; i++)
    dark[i] = L[i]! < DARK && L[i]! < around[i]! - DARKER && skyHere[i]! < 0.3 ? 1 : 0;
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);
  const boxes: WindowBox[] = [];
  for (let start = 0; start < n; start++) {
    if (!dark[start] || seen[start]) continue;
    let depth = 0;
    stack[depth++] = start;
    seen[start] = 1;
    let count = 0;
    let x0 = width;
    let x1 = 0;
    let y0 = height;
    let y1 = 0;
    while (depth > 0) {
      const i = stack[--depth]!;
      const x = i % width;
      const y = (i - x) / width;
      count++;
      x0 = min(x0, x);
      x1 = max(x1, x);
      y0 = min(y0, y);
      y1 = max(y1, y);
      const visit = (j: number) => {
        if (dark[j] && !seen[j]) {
          seen[j] = 1;
          stack[depth++] = j;
        }
      };
      if (x > 0) visit(i - 1);
      if (x < width - 1) visit(i + 1);
      if (y > 0) visit(i - width);
      if (y < height - 1) visit(i + width);
    }
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    // A pane's sides are straight and upright: down most of its height the wall is lighter just outside each side.
    // The outline of a shadow in carving or of a dark shrub wanders, and its box's sides touch it here and there.
    let straight = 0;
    for (let y = y0; y <= y1; y++) {
      const row = y * width;
      let left = 0;
      let right = 0;
      for (let d = -1; d <= 1; d++) {
        const xl = min(width - 2, max(1, x0 + d));
        const xr = min(width - 2, max(1, x1 + d));
        left = max(left, L[row + xl - 1]! - L[row + xl + 1]!);
        right = max(right, L[row + xr + 1]! - L[row + xr - 1]!);
      }
      if (left > EDGE && right > EDGE) straight++;
    }
    const pane =
      count >= 0.0006 * n &&
      count <= 0.03 * n &&
      count >= 0.55 * w * h &&
      straight >= 0.6 * h &&
      h / w >= 0.4 &&
      h / w <= 4 &&
      x0 > 0 &&
      y0 > 0 &&
      x1 < width - 1 &&
      // Not on the ground: a dark patch down there is a shadow or a drain.
      y1 < 0.92 * height;
    if (pane)
      boxes.push({ left: x0 / width, top: y0 / height, right: (x1 + 1) / width, bottom: (y1 + 1) / height });
  }
  return boxes;
}

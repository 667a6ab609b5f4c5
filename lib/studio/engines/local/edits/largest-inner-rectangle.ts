// Read once: see ../box-blur.ts.
const { abs, hypot, min } = Math;

type Point = { x: number; y: number };

/** A rectangle of the picture's aspect: its left, top and the scale of its size to the picture's. */
export type InnerRectangle = { left: number; top: number; scale: number };

/** How many times the rectangle's half-size fits between centre (x, y) and each side of the convex quad. */
function fitAt(
  quad: readonly Point[],
  inward: number,
  width: number,
  height: number,
  x: number,
  y: number,
): number {
  let scale = Infinity;
  for (let k = 0; k < 4; k++) {
    const a = quad[k]!;
    const b = quad[(k + 1) % 4]!;
    // Inward unit normal of side a→b.
    const length = hypot(b.x - a.x, b.y - a.y);
    const nx = (-(b.y - a.y) / length) * inward;
    const ny = ((b.x - a.x) / length) * inward;
    const room = (x - a.x) * nx + (y - a.y) * ny;
    scale = min(scale, room / ((abs(nx) * width) / 2 + (abs(ny) * height) / 2));
  }
  return scale;
}

/**
 * The largest rectangle of the picture's aspect (width × height) inside a convex quadrilateral (corners in order):
 * where a warped photo has picture everywhere. The size at a centre is a concave function of the centre, so a
 * grid narrowed round its best point converges on the maximum.
 */
export function largestInnerRectangle(quad: readonly Point[], width: number, height: number): InnerRectangle {
  const turn =
    (quad[1]!.x - quad[0]!.x) * (quad[2]!.y - quad[1]!.y) -
    (quad[1]!.y - quad[0]!.y) * (quad[2]!.x - quad[1]!.x);
  const inward = turn > 0 ? 1 : -1;
  let x = quad.reduce((sum, p) => sum + p.x, 0) / 4;
  let y = quad.reduce((sum, p) => sum + p.y, 0) / 4;
  let best = fitAt(quad, inward, width, height, x, y);
  let step = width / 8;
  while (step > 0.05) {
    const [cx, cy] = [x, y];
    for (let i = -4; i <= 4; i++) {
      for (let j = -4; j <= 4; j++) {
        const scale = fitAt(quad, inward, width, height, cx + i * step, cy + j * step);
        if (scale > best) [best, x, y] = [scale, cx + i * step, cy + j * step];
      }
    }
    step /= 3;
  }
  return { left: x - (best * width) / 2, top: y - (best * height) / 2, scale: best };
}

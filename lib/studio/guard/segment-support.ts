import type { GradientField, Registration, Segment } from './guard-types.ts';

// Read once, not per pixel: see lib/studio/engines/local/box-blur.ts.
const { abs, ceil, cos, max, min, PI, round, sin } = Math;

/** How far across the line an edge may have moved and still be the same line, in working pixels. */
const REACH = 2;
const COS_TOLERANCE = cos(PI / 7);

/**
 * The share of a segment of the original still drawn in the output where the registration puts it: at points
 * along it, the output has an edge of the same direction within a couple of pixels across. An edge whose contrast
 * fell (a wall repainted nearer the ceiling's colour) still counts while a quarter of it is left; a painted-over
 * window frame, a moved door or a sofa in front of a skirting board does not.
 */
export function segmentSupport(
  segment: Segment,
  original: GradientField,
  output: GradientField,
  at: Registration,
): number {
  const { width, height } = output;
  const ux = cos(segment.angle);
  const uy = sin(segment.angle);
  const nx = -uy;
  const ny = ux;
  const cx = width / 2;
  const cy = height / 2;
  const samples = max(1, ceil((segment.length - 4) / 1.5));
  let supported = 0;
  for (let k = 0; k < samples; k++) {
    const t = 2 + ((segment.length - 4) * (k + 0.5)) / samples;
    const x = segment.x1 + ux * t;
    const y = segment.y1 + uy * t;
    let before = 0;
    for (let o = -1; o <= 1; o++) {
      const px = round(x + nx * o);
      const py = round(y + ny * o);
      if (px < 0 || py < 0 || px >= original.width || py >= original.height) continue;
      before = max(before, original.magnitude[py * original.width + px]!);
    }
    const needed = max(2, min(0.25 * before, 5));
    const qx = cx + at.scale * (x - cx) + at.dx;
    const qy = cy + at.scale * (y - cy) + at.dy;
    for (let o = -REACH; o <= REACH; o++) {
      const px = round(qx + nx * o);
      const py = round(qy + ny * o);
      if (px < 0 || py < 0 || px >= width || py >= height) continue;
      const i = py * width + px;
      const m = output.magnitude[i]!;
      if (m < needed) continue;
      if (abs(output.gx[i]! * nx + output.gy[i]! * ny) < COS_TOLERANCE * m) continue;
      supported++;
      break;
    }
  }
  return supported / samples;
}

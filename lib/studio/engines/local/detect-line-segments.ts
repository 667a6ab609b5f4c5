import sharp from 'sharp';
import { detectSegments } from '../../guard/detect-segments.ts';
import { gradientField } from '../../guard/gradient-field.ts';
import { mergeCollinear } from '../../guard/merge-collinear.ts';
import type { GradientField, Segment as Edge } from '../../guard/guard-types.ts';
import type { RawImage } from './raw-image';

// Read once, not per pixel: see box-blur.ts.
const { PI, abs, atan2, cos, hypot, max, min, round, sin } = Math;

/** A straight edge in the photo, in the photo's pixel coordinates. */
export type Segment = { x1: number; y1: number; x2: number; y2: number; length: number };

/** Detection runs on a copy this size (long side): lines are long features, and the time stays small. */
const DETECT_SIDE = 640;
/** Pieces of one line this far apart (working pixels) are one line: a glazing bar or a handle cuts an edge. */
const MAX_GAP = 3;
/**
 * A region that bent round a room's corner (a chair rail turning from the back wall to a side wall, 12° apart in
 * the photo) is grown again at half, then a quarter of the guard's tolerance: the vanishing points need both walls'
 * lines, where the guard only asks whether a line is still there.
 */
const TOLERANCES = [PI / 8, PI / 16, PI / 32];

/** Weaker gradients are noise (as in the guard's detector), and an edge pixel's gradient lies across the line. */
const MIN_GRADIENT = 3;
const COS_ACROSS = cos(PI / 8);

/**
 * Refits a segment to the gradient-weighted edge pixels within a pixel and a half of it (total least squares), keeping
 * its extent: a short line's region bends into the corners it ends at, and vanishing points far outside the photo need
 * its direction to better than a degree.
 */
function refine(segment: Edge, field: GradientField): Edge {
  const { width, height, gx, gy, magnitude } = field;
  const { x1, y1, x2, y2, length } = segment;
  const ux = (x2 - x1) / length;
  const uy = (y2 - y1) / length;
  let w = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  const seen = new Set<number>();
  for (let t = 0; t <= length; t += 0.5) {
    for (let offset = -1.5; offset <= 1.5; offset += 0.5) {
      const x = round(x1 + ux * t - uy * offset);
      const y = round(y1 + uy * t + ux * offset);
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const i = y * width + x;
      const m = magnitude[i]!;
      if (seen.has(i) || m < MIN_GRADIENT || abs(-gx[i]! * uy + gy[i]! * ux) < COS_ACROSS * m) continue;
      seen.add(i);
      w += m;
      sx += m * x;
      sy += m * y;
      sxx += m * x * x;
      syy += m * y * y;
      sxy += m * x * y;
    }
  }
  if (seen.size < length * 0.6) return segment;
  const mx = sx / w;
  const my = sy / w;
  const angle = 0.5 * atan2(2 * (sxy / w - mx * my), sxx / w - mx * mx - (syy / w - my * my));
  const dx = cos(angle);
  const dy = sin(angle);
  const t1 = (x1 - mx) * dx + (y1 - my) * dy;
  const t2 = (x2 - mx) * dx + (y2 - my) * dy;
  return {
    ...segment,
    x1: mx + dx * t1,
    y1: my + dy * t1,
    x2: mx + dx * t2,
    y2: my + dy * t2,
    length: abs(t2 - t1),
  };
}

/**
 * Straight edges of the photo longer than about 4 % of the long side, found by the structure guard's own detector
 * (line-support regions grown from the gradient, each fitted to its pixels; lib/studio/guard/detect-segments.ts):
 * the room's lines from which its vanishing points are found. It replaced OpenCV's Canny and Hough transform, being
 * faster and 7 MB of WebAssembly lighter, with the engine's vanishing points as good (BENCHMARKS.md).
 */
export async function detectLineSegments(image: RawImage): Promise<Segment[]> {
  const { width, height } = image;
  const scale = min(1, DETECT_SIDE / max(width, height));
  const w = max(1, round(width * scale));
  const h = max(1, round(height * scale));
  const small =
    scale < 1
      ? await sharp(image.data, { raw: { width, height, channels: 3 } })
          .resize(w, h, { fit: 'fill' })
          .raw()
          .toBuffer()
      : image.data;
  const field = gradientField({ width: w, height: h, data: Float32Array.from(small) });
  const found = mergeCollinear(detectSegments(field, max(16, max(w, h) * 0.04), TOLERANCES), MAX_GAP).map(
    (s) => refine(s, field),
  );
  // Pixel centres: index i on the small copy covers (i + 0.5) / scale on the photo.
  const sx = w / width;
  const sy = h / height;
  return found.map((s) => {
    const x1 = (s.x1 + 0.5) / sx - 0.5;
    const y1 = (s.y1 + 0.5) / sy - 0.5;
    const x2 = (s.x2 + 0.5) / sx - 0.5;
    const y2 = (s.y2 + 0.5) / sy - 0.5;
    return { x1, y1, x2, y2, length: hypot(x2 - x1, y2 - y1) };
  });
}

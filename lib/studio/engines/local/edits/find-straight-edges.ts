import { detectSegments } from '../../../guard/detect-segments.ts';
import { gradientField } from '../../../guard/gradient-field.ts';
import type { Segment } from '../../../guard/guard-types.ts';
import { mergeCollinear } from '../../../guard/merge-collinear.ts';
import type { RawImage } from '../raw-image';

const { PI, max } = Math;

/** Shorter than this share of the long side, a segment is texture (brick joints, cobbles), not a building's line. */
const MIN_LENGTH = 0.04;
/** Pieces of one edge cut by a glazing bar or a handle are joined across gaps up to this share of the long side. */
const MAX_GAP = 0.03;

/** The guard's segments of an RGB plane, with coordinates of pixel edges (pixel i spans [i, i + 1)). */
function detect(data: Float32Array, width: number, height: number): Segment[] {
  const side = max(width, height);
  return detectSegments(gradientField({ width, height, data }), MIN_LENGTH * side).map((s) => ({
    ...s,
    x1: s.x1 + 0.5,
    y1: s.y1 + 0.5,
    x2: s.x2 + 0.5,
    y2: s.y2 + 0.5,
  }));
}

/**
 * The straight edges of a (working-size) photo, found by the structure guard's own line detector and joined where
 * one edge was cut into pieces, in coordinates of pixel edges. The detector returns only lines whose angle is at
 * most 90° (leaning one way): a fitted axis that atan2 gives as negative is walked backwards when its ends are
 * trimmed, and lost. Uprights lean both ways in a tilted photo, so the other lean is found in the mirrored photo.
 * (Fixing the detector itself changes the guard's verdicts on its test photos: the lead's call, not this tool's.)
 */
export function findStraightEdges(image: RawImage): Segment[] {
  const { width, height, data } = image;
  const plane = Float32Array.from(data);
  const mirrored = new Float32Array(plane.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 3;
      const to = (y * width + width - 1 - x) * 3;
      mirrored[to] = plane[from]!;
      mirrored[to + 1] = plane[from + 1]!;
      mirrored[to + 2] = plane[from + 2]!;
    }
  const leaning = detect(plane, width, height).filter((s) => s.angle <= PI / 2);
  const other = detect(mirrored, width, height)
    .map((s) => ({ ...s, x1: width - s.x1, x2: width - s.x2, angle: PI - s.angle }))
    .filter((s) => s.angle > PI / 2);
  return mergeCollinear([...leaning, ...other], MAX_GAP * max(width, height));
}

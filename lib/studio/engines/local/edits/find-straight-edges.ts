import { detectSegments } from '../../../guard/detect-segments.ts';
import { gradientField } from '../../../guard/gradient-field.ts';
import type { Segment } from '../../../guard/guard-types.ts';
import { mergeCollinear } from '../../../guard/merge-collinear.ts';
import type { RawImage } from '../raw-image';

const { max } = Math;

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
 * one edge was cut into pieces, in coordinates of pixel edges.
 */
export function findStraightEdges(image: RawImage): Segment[] {
  const { width, height, data } = image;
  return mergeCollinear(detect(Float32Array.from(data), width, height), MAX_GAP * max(width, height));
}

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
/** A line this long (share of the height) is drawn whole, its angle known to a fraction of a degree. */
const LONG = 0.1;

/** The straight edges of a photo: `joined` pieces of one edge made one, and the `long` ones as the detector found them. */
export type StraightEdges = { joined: Segment[]; long: Segment[] };

/**
 * The straight edges of a (working-size) photo, found by the structure guard's own line detector, in coordinates of
 * pixel edges (pixel i spans [i, i + 1)). Joined pieces find the vertical among many short lines; a joined line can
 * also span two edges a pixel or two apart (panels' edges up a façade) and lean by their offset, so the angle is
 * refined on the long lines alone.
 */
export function findStraightEdges(image: RawImage): StraightEdges {
  const { width, height, data } = image;
  const side = max(width, height);
  const segments = detectSegments(
    gradientField({ width, height, data: Float32Array.from(data) }),
    MIN_LENGTH * side,
  ).map((s) => ({ ...s, x1: s.x1 + 0.5, y1: s.y1 + 0.5, x2: s.x2 + 0.5, y2: s.y2 + 0.5 }));
  return {
    joined: mergeCollinear(segments, MAX_GAP * side),
    long: segments.filter((s) => s.length >= LONG * height),
  };
}

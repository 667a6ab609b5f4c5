import type { Segment } from './guard-types.ts';

// Read once, not per pixel: see lib/studio/engines/local/box-blur.ts.
const { abs, atan2, cos, hypot, max, min, PI, sin } = Math;

const SAME_ANGLE = (3 * PI) / 180;
/** How far off the longer line the shorter one's ends may be, in working pixels. */
const OFF_LINE = 2.5;

/**
 * Segments that are pieces of one line joined into it: a window's side is cut by a glazing bar, a door frame by a
 * handle's shadow, and detection returns the pieces. Pieces join when they lie on one line with at most `maxGap`
 * between them; the joined segment spans them all.
 */
export function mergeCollinear(segments: Segment[], maxGap: number): Segment[] {
  const lines = [...segments].sort((a, b) => b.length - a.length);
  const merged: Segment[] = [];
  for (const piece of lines) {
    let joined = false;
    for (let k = 0; k < merged.length; k++) {
      const line = merged[k]!;
      const turn = abs(piece.angle - line.angle);
      if (min(turn, PI - turn) > SAME_ANGLE) continue;
      const ux = cos(line.angle);
      const uy = sin(line.angle);
      const across = (x: number, y: number) => abs(-(x - line.x1) * uy + (y - line.y1) * ux);
      if (across(piece.x1, piece.y1) > OFF_LINE || across(piece.x2, piece.y2) > OFF_LINE) continue;
      const along = (x: number, y: number) => (x - line.x1) * ux + (y - line.y1) * uy;
      const a = along(piece.x1, piece.y1);
      const b = along(piece.x2, piece.y2);
      const gap = max(min(a, b) - line.length, -max(a, b), 0);
      if (gap > maxGap) continue;
      const from = min(0, a, b);
      const to = max(line.length, a, b);
      const x1 = line.x1 + ux * from;
      const y1 = line.y1 + uy * from;
      const x2 = line.x1 + ux * to;
      const y2 = line.y1 + uy * to;
      const angle = atan2(y2 - y1, x2 - x1);
      merged[k] = {
        x1,
        y1,
        x2,
        y2,
        length: hypot(x2 - x1, y2 - y1),
        angle: angle < 0 ? angle + PI : angle,
        contrast:
          (line.contrast * line.length + piece.contrast * piece.length) / (line.length + piece.length),
      };
      joined = true;
      break;
    }
    if (!joined) merged.push(piece);
  }
  return merged;
}

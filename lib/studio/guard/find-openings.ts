import type { Segment } from './guard-types.ts';
import { mergeCollinear } from './merge-collinear.ts';

// Read once, not per pixel: see lib/studio/engines/local/box-blur.ts.
const { abs, max, min, PI } = Math;

/** A window or a door: two upright sides of one height, joined by a lintel or a sill (or both). */
export type Opening = { sides: [Segment, Segment]; rails: Segment[] };

/** Uprights lean in a photo taken looking up at a façade. */
const UPRIGHT = (15 * PI) / 180;
/**
 * The shortest side of an opening, as a share of the photo's height. The smallest windows the guard must keep are a
 * house front's seen whole (brick-houses: 9 %); with lines of both leans found, a chair's legs under its seat and a
 * carton's edges (6 %) paired into frames that restyling and staging were then refused for changing.
 */
const MIN_SIDE = 0.075;
/** Lintels and sills on a side wall slope with the perspective. */
const LEVEL = (35 * PI) / 180;

type End = { x: number; y: number };

const top = (s: Segment) => min(s.y1, s.y2);
const topEnd = (s: Segment): End => (s.y1 <= s.y2 ? { x: s.x1, y: s.y1 } : { x: s.x2, y: s.y2 });
const bottomEnd = (s: Segment): End => (s.y1 > s.y2 ? { x: s.x1, y: s.y1 } : { x: s.x2, y: s.y2 });
const bottom = (s: Segment) => max(s.y1, s.y2);
const middleX = (s: Segment) => (s.x1 + s.x2) / 2;

/** Where a segment's line crosses the vertical x. */
const yAt = (s: Segment, x: number) => s.y1 + ((s.y2 - s.y1) * (x - s.x1)) / (s.x2 - s.x1 || 1e-9);

/**
 * The openings among a photo's segments: the strong rectangular frames of windows and doors, upright in a level
 * photo, their top or bottom rail sloping with the wall. Restyling and staging may change every piece of
 * furniture, but the openings are the room: these are checked one by one, not as a share of all lines.
 */
export function findOpenings(detected: Segment[], width: number, height: number): Opening[] {
  const segments = mergeCollinear(detected, 0.05 * max(width, height));
  const uprights = segments.filter((s) => abs(s.angle - PI / 2) <= UPRIGHT && s.length >= MIN_SIDE * height);
  const rails = segments.filter(
    (s) => (s.angle <= LEVEL || s.angle >= PI - LEVEL) && s.length >= 0.02 * width,
  );
  uprights.sort((a, b) => middleX(a) - middleX(b));
  const openings: Opening[] = [];
  for (let i = 0; i < uprights.length; i++) {
    const left = uprights[i]!;
    for (let j = i + 1; j < uprights.length; j++) {
      const right = uprights[j]!;
      const shorter = min(left.length, right.length);
      const longer = max(left.length, right.length);
      const mean = (left.length + right.length) / 2;
      const gap = middleX(right) - middleX(left);
      if (gap > 2.5 * mean) break;
      if (gap < max(0.25 * mean, 0.03 * width) || shorter < 0.4 * longer) continue;
      const overlap = min(bottom(left), bottom(right)) - max(top(left), top(right));
      if (overlap < 0.6 * shorter) continue;
      const slack = 0.08 * mean + 3;
      // A lintel or a sill meets both sides' ends. It is often cut by a glazing bar or a curtain: a quarter of
      // it is enough, lying between the sides.
      const meets = (rail: Segment, a: End, b: End) => {
        const from = max(min(rail.x1, rail.x2), a.x);
        const to = min(max(rail.x1, rail.x2), b.x);
        if (to - from < 0.25 * gap) return false;
        if (min(rail.x1, rail.x2) < a.x - slack || max(rail.x1, rail.x2) > b.x + slack) return false;
        return abs(yAt(rail, a.x) - a.y) <= slack && abs(yAt(rail, b.x) - b.y) <= slack;
      };
      const lintels = rails.filter((rail) => meets(rail, topEnd(left), topEnd(right)));
      const sills = rails.filter((rail) => meets(rail, bottomEnd(left), bottomEnd(right)));
      // A frame open at the bottom (a lintel, no sill) is a door, taller than wide (the more so seen from the
      // side), or furniture on its legs: a chair's seat, a table's top, wider than its legs are long. Restyling
      // and staging may change furniture; so a frame wider than tall counts only closed by a sill (a window whose
      // lintel a curtain or a shadow hides). Chairs' legs splay: found since detect-segments.ts finds both leans.
      const framed = sills.length > 0 || (lintels.length > 0 && gap <= mean);
      if (framed) openings.push({ sides: [left, right], rails: [...new Set([...lintels, ...sills])] });
    }
  }
  return openings;
}

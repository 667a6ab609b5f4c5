import { describe, expect, it } from '@jest/globals';
import { mapPoint } from '@/lib/studio/engines/local/edits/homography';
import { largestInnerRectangle } from '@/lib/studio/engines/local/edits/largest-inner-rectangle';
import { uprightHomography } from '@/lib/studio/engines/local/edits/upright-homography';

type Point = { x: number; y: number };

/** Whether p is inside the convex quad (corners in order, either way round), allowing `slack` pixels. */
function inside(quad: Point[], p: Point, slack: number): boolean {
  const sides = quad.map((a, k) => {
    const b = quad[(k + 1) % 4]!;
    return ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / Math.hypot(b.x - a.x, b.y - a.y);
  });
  return sides.every((d) => d >= -slack) || sides.every((d) => d <= slack);
}

const WIDTH = 1200;
const HEIGHT = 800;
const camera = { cx: WIDTH / 2, cy: HEIGHT / 2, focal: 960 };

/** The photo's frame after levelling a camera whose vertical points along `down`. */
function warpedFrame(down: [number, number, number]): Point[] {
  const n = Math.hypot(...down);
  const { homography } = uprightHomography([down[0] / n, down[1] / n, down[2] / n], camera);
  return [
    [0, 0],
    [WIDTH, 0],
    [WIDTH, HEIGHT],
    [0, HEIGHT],
  ].map(([x, y]) => mapPoint(homography, x!, y!));
}

describe('largestInnerRectangle', () => {
  it.each([
    ['a pitch', [0, 1, 0.15]],
    ['a roll', [0.05, 1, 0]],
    ['both', [-0.04, 1, -0.12]],
  ] as [string, [number, number, number]][])(
    'fits a rectangle of the photo aspect inside the levelled frame (%s), as large as a search finds',
    (_, down) => {
      const quad = warpedFrame(down);
      const { left, top, scale } = largestInnerRectangle(quad, WIDTH, HEIGHT);
      const corners = [
        { x: left, y: top },
        { x: left + scale * WIDTH, y: top },
        { x: left, y: top + scale * HEIGHT },
        { x: left + scale * WIDTH, y: top + scale * HEIGHT },
      ];
      for (const corner of corners) expect(inside(quad, corner, 0.01)).toBe(true);
      // A brute-force search over centres and sizes finds nothing larger (by more than its own step).
      let best = 0;
      for (let cx = 0; cx <= WIDTH; cx += 10)
        for (let cy = 0; cy <= HEIGHT; cy += 10)
          for (let s = best + 0.002; s <= 1.2; s += 0.002) {
            const fits = [-1, 1].every((sx) =>
              [-1, 1].every((sy) =>
                inside(quad, { x: cx + (sx * s * WIDTH) / 2, y: cy + (sy * s * HEIGHT) / 2 }, 0),
              ),
            );
            if (!fits) break;
            best = s;
          }
      expect(scale).toBeGreaterThan(best - 0.01);
    },
  );
});

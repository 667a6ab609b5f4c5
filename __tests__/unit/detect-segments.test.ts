import { describe, expect, it } from '@jest/globals';
import { detectSegments } from '@/lib/studio/guard/detect-segments';
import { gradientField } from '@/lib/studio/guard/gradient-field';
import { cameraTilted } from '../fixtures/images/photos/camera-tilt';
import { decode, readPhoto } from '../fixtures/images/photos/photo-edits';

const DEG = Math.PI / 180;

/**
 * The near-vertical lines (within 10° of vertical, a tenth of the height long or more) the detector finds in a
 * photo, and their median lean, weighted by length, signed (positive: the top leans right in picture coordinates,
 * an angle past 90°).
 */
async function uprights(roll: number) {
  const photo = cameraTilted(await decode(readPhoto('living-room')), 0, roll);
  const { width, height, data } = photo;
  const leans = detectSegments(gradientField({ width, height, data: Float32Array.from(data) }), 0.1 * height)
    .map((s) => ({ lean: (s.angle - Math.PI / 2) / DEG, length: s.length }))
    .filter(({ lean }) => Math.abs(lean) <= 10)
    .sort((a, b) => a.lean - b.lean);
  const total = leans.reduce((sum, { length }) => sum + length, 0);
  let passed = 0;
  const median = leans.find(({ length }) => (passed += length) >= total / 2)?.lean ?? NaN;
  return { count: leans.length, median };
}

describe('detectSegments', () => {
  // A fitted axis atan2 gave as negative was once walked backwards when its ends were trimmed, off its own pixels:
  // every line leaning one way was lost, and in a photo rolled by a degree that is nearly every upright.
  it('finds the uprights of a real photo rolled a degree either way, leaning with the roll', async () => {
    const [level, right, left] = await Promise.all([uprights(0), uprights(1), uprights(-1)]);
    // As many either way: the detector sees a photo and its mirror image alike.
    expect(level.count).toBeGreaterThanOrEqual(10);
    for (const rolled of [right, left]) expect(rolled.count).toBeGreaterThanOrEqual(0.7 * level.count);
    // The photo's own uprights converge (it is taken looking down); rolled, they turn with the roll, each way.
    expect(right.median - level.median).toBeGreaterThan(0.7);
    expect(right.median - level.median).toBeLessThan(1.3);
    expect(level.median - left.median).toBeGreaterThan(0.7);
    expect(level.median - left.median).toBeLessThan(1.3);
  }, 60_000);
});

import type { Segment } from '../../../guard/guard-types.ts';
import type { Vec3 } from '../vec3';
import type { Camera } from './find-vertical-direction';
import { mapPoint } from './homography';
import { uprightHomography } from './upright-homography';

// Read once, not per segment: see ../box-blur.ts.
const { PI, abs, atan2, cos, min, sin } = Math;
const DEG = PI / 180;

/** Only lines within this of vertical can be uprights once levelled (the fit is already within a degree or two). */
const NEAR_VERTICAL = 25 * DEG;
/**
 * A line leaning more than this once levelled (a towel's fold, a curved bracket, an object standing askew) counts
 * the same however far it leans: only the lines that are nearly right steer the result.
 */
const OUTLIER = 1 * DEG;
/** Searched round the least-squares direction: roll and pitch, each way, in steps of STEP. */
const ROLL_RANGE = 1.2 * DEG;
const PITCH_RANGE = 1.8 * DEG;
const STEP = 0.05 * DEG;

/** `d` turned by `roll` about the camera's optical axis and by `pitch` about its x axis. */
function turned(d: Vec3, roll: number, pitch: number): Vec3 {
  const [x, y, z] = d;
  const x1 = cos(roll) * x - sin(roll) * y;
  const y1 = sin(roll) * x + cos(roll) * y;
  return [x1, cos(pitch) * y1 - sin(pitch) * z, sin(pitch) * y1 + cos(pitch) * z];
}

/** How far the segments lean once levelled along `d`: each one's lean (capped at OUTLIER) times its length. */
function leanCost(segments: readonly Segment[], d: Vec3, camera: Camera): number {
  const { homography } = uprightHomography(d, camera);
  let cost = 0;
  for (const s of segments) {
    const a = mapPoint(homography, s.x1, s.y1);
    const b = mapPoint(homography, s.x2, s.y2);
    const lean = abs(atan2(b.x - a.x, b.y - a.y));
    cost += s.length * min(OUTLIER, min(lean, PI - lean));
  }
  return cost;
}

/**
 * The world's vertical made exact on the photo's long lines: the least-squares direction (find-vertical-direction.ts)
 * weighs every agreeing line by its squared distance, so a few lines that lean by a degree or so of their own (the
 * side of a cooker standing askew, a towel's folds) pull it off the many that are right. Here the direction is the
 * one, within a degree or two of it, that leaves the long lines least leaning once levelled, each lean capped at
 * OUTLIER (a robust, L1-like fit): a small photo's few lines, half of them not uprights, then no longer decide it.
 */
export function refineVerticalDirection(long: readonly Segment[], d: Vec3, camera: Camera): Vec3 {
  const uprights = long.filter((s) => abs(s.angle - PI / 2) <= NEAR_VERTICAL);
  if (uprights.length < 3) return d;
  let best = d;
  let lowest = leanCost(uprights, d, camera);
  for (let roll = -ROLL_RANGE; roll <= ROLL_RANGE + 1e-9; roll += STEP) {
    for (let pitch = -PITCH_RANGE; pitch <= PITCH_RANGE + 1e-9; pitch += STEP) {
      const candidate = turned(d, roll, pitch);
      const cost = leanCost(uprights, candidate, camera);
      if (cost < lowest) [lowest, best] = [cost, candidate];
    }
  }
  return best;
}

import { invert } from '../plane-mapping';
import type { Vec3 } from '../vec3';
import type { Camera } from './find-vertical-direction';
import { multiply } from './homography';

// Read once: see ../box-blur.ts.
const { cos, hypot, sin, acos, min } = Math;

/**
 * The photo as the same camera would have taken it held level: the smallest rotation that turns the world's
 * vertical `down` (camera space) onto the camera's own down axis, as a homography of pixels (K·R·K⁻¹). Every line
 * through the verticals' vanishing point comes out vertical, whatever the focal length; the focal length only sets
 * how much the rows are stretched, and a guess near the usual lens keeps proportions close.
 */
export function uprightHomography(down: Vec3, camera: Camera): { homography: number[]; angle: number } {
  const { cx, cy, focal } = camera;
  // Axis = down × (0, 1, 0), angle between them; Rodrigues' formula.
  const ax = -down[2];
  const az = down[0];
  const length = hypot(ax, az);
  const angle = acos(min(1, down[1]));
  if (length < 1e-12) return { homography: [1, 0, 0, 0, 1, 0, 0, 0, 1], angle: 0 };
  const kx = ax / length;
  const kz = az / length;
  const c = cos(angle);
  const s = sin(angle);
  const t = 1 - c;
  const rotation = [
    c + t * kx * kx,
    -s * kz,
    t * kx * kz,
    s * kz,
    c,
    -s * kx,
    t * kx * kz,
    s * kx,
    c + t * kz * kz,
  ];
  const k = [focal, 0, cx, 0, focal, cy, 0, 0, 1];
  return { homography: multiply(multiply(k, rotation), invert(k)), angle };
}

import type { FloorCamera } from './floor-camera';

/**
 * For every pixel of something standing on the floor (below the horizon, not free floor), how far away it stands:
 * the room depth of the floor where its column of pixels meets the free floor below it. New furniture standing
 * farther away than that must pass behind it. Infinity elsewhere (free floor, and walls and all above the horizon,
 * which are behind everything staged).
 */
export function occluderDepths(
  free: Uint8Array,
  camera: FloorCamera,
  width: number,
  height: number,
): Float32Array {
  const depths = new Float32Array(width * height).fill(Infinity);
  for (let x = 0; x < width; x++) {
    let contact = Infinity;
    let inRun = false;
    for (let y = height - 1; y >= 0; y--) {
      const i = y * width + x;
      if (free[i]) {
        inRun = false;
        continue;
      }
      if (!inRun) {
        const floor = camera.toFloor(x + 0.5, y + 0.5);
        // Reaching the horizon: what is left above is wall, window or ceiling.
        if (!floor) break;
        contact = floor.b;
        inRun = true;
      }
      depths[i] = contact;
    }
  }
  return depths;
}

import { filterBlobs, morph } from './binary-map';
import type { RawImage } from './raw-image';
import type { Box } from './read-mask';
import { type RoomFrame, horizonAt } from './room-frame';
import { surfaceColour } from './surface-colour';

// Read once, not per pixel: see box-blur.ts.
const { abs, ceil, floor, max, min, round } = Math;

/** A brightness step across a line larger than this share marks two surfaces meeting (floor and wall, say). */
const STEP = 0.08;

/**
 * The pixels of the room's long straight edges (the vanishing points' segments) that separate two surfaces: the
 * brightness on either side differs. A skirting line, a cabinet plinth or a bed's edge is one; a grout line or a
 * seam between boards, with floor of the same brightness on both sides, is not. Three pixels thick.
 */
function edgesBetweenSurfaces(image: RawImage, frame: RoomFrame): number[] {
  const { width, height, data } = image;
  const luma = (x: number, y: number) => {
    const px = min(width - 1, max(0, round(x)));
    const py = min(height - 1, max(0, round(y)));
    const i = 3 * (py * width + px);
    return 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
  };
  const pixels: number[] = [];
  for (const vp of frame.vanishingPoints) {
    for (const s of vp.segments) {
      const nx = -(s.y2 - s.y1) / s.length;
      const ny = (s.x2 - s.x1) / s.length;
      let one = 0;
      let other = 0;
      for (let k = 1; k <= 9; k++) {
        const x = s.x1 + ((s.x2 - s.x1) * k) / 10;
        const y = s.y1 + ((s.y2 - s.y1) * k) / 10;
        one += luma(x + 4 * nx, y + 4 * ny);
        other += luma(x - 4 * nx, y - 4 * ny);
      }
      if (abs(one - other) < STEP * max(one, other)) continue;
      for (let t = 0; t <= s.length; t += 0.5) {
        for (let o = -1; o <= 1; o++) {
          const x = round(s.x1 + ((s.x2 - s.x1) * t) / s.length + o * nx);
          const y = round(s.y1 + ((s.y2 - s.y1) * t) / s.length + o * ny);
          if (x >= 3 && y >= 0 && x < width - 3 && y < height) pixels.push(y * width + x);
        }
      }
    }
  }
  return pixels;
}

/**
 * The photo's free floor: 1 where a pixel shows bare floor with nothing standing on it. The floor is what lies
 * below the horizon with the colour that dominates the bottom of the photo (shading allowed), in one piece
 * reaching the bottom edge without crossing an edge between two surfaces; furniture, rugs and walls are left out,
 * and small gaps (seams, specks) are closed.
 */
export function findFreeFloor(image: RawImage, frame: RoomFrame): Uint8Array {
  const { width, height } = image;
  const horizon = new Float32Array(width);
  let highest = height;
  for (let x = 0; x < width; x++) {
    horizon[x] = min(height, max(0, horizonAt(frame, x + 0.5) ?? height / 2));
    highest = min(highest, horizon[x]!);
  }
  const free = new Uint8Array(width * height);
  const box: Box = { left: 0, top: floor(highest), right: width, bottom: height };
  if (box.top >= height - 2) return free;

  // The sample: the lower part of the floor area, away from the side edges (where walls often reach down).
  const isSample = (i: number) => {
    const x = i % width;
    const y = (i - x) / width;
    return x > width * 0.15 && x < width * 0.85 && y > horizon[x]! + 0.55 * (height - horizon[x]!);
  };
  const isFloor = surfaceColour(image, box, isSample);
  if (!isFloor) return free;

  for (let y = box.top; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (y + 0.5 > horizon[x]! && isFloor(i)) free[i] = 1;
    }
  }
  const thin = max(1, round(max(width, height) * 0.003));
  let cleaned = morph(morph(free, width, box, thin, true), width, box, thin, false);
  cleaned = morph(morph(cleaned, width, box, thin, false), width, box, thin, true);
  const barriers = edgesBetweenSurfaces(image, frame);
  for (const i of barriers) cleaned[i] = 0;
  const bottomRow = (height - 1 - ceil(thin)) * width;
  filterBlobs(cleaned, width, box, (blob) => blob.some((i) => i >= bottomRow));
  // Gaps a few pixels wide inside the floor (barrier lines, seams) are floor again, so they never pass for
  // something standing there.
  return morph(morph(cleaned, width, box, 2 * thin, true), width, box, 2 * thin, false);
}

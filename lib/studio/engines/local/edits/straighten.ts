import { invert } from '../plane-mapping';
import type { RawImage } from '../raw-image';
import { workingCopy } from '../working-copy';
import { type Camera, findVerticalDirection } from './find-vertical-direction';
import { findStraightEdges } from './find-straight-edges';
import { mapPoint } from './homography';
import { largestInnerRectangle } from './largest-inner-rectangle';
import { refineVerticalDirection } from './refine-vertical-direction';
import { uprightHomography } from './upright-homography';
import { warpIntoRectangle } from './warp-into-rectangle';

/** Lines are found on a copy this size (long side): fine enough for a tenth of a degree, quick to scan. */
const WORKING_SIDE = 1024;
/** The focal length assumed, in long sides: a usual wide real-estate lens (about 64° across the long side). */
const FOCAL = 0.8;
/** Uprights that agree must add up to this share of the picture's height, or the photo has no usable verticals. */
const MIN_SUPPORT = 0.5;
/**
 * A correction smaller than this (half a degree: what the tool promises, and about what the lines of a real photo
 * agree to) is not worth a resampling, which softens, and a crop: a straight photo comes back as it was.
 */
const DEADBAND = (0.5 * Math.PI) / 180;

const cameraOf = (width: number, height: number): Camera => ({
  cx: width / 2,
  cy: height / 2,
  focal: FOCAL * Math.max(width, height),
});

/**
 * Verticals made vertical, as a photographer's upright correction: the world's vertical is found from the photo's
 * own uprights (window and door frames, wall corners) and made exact on the long ones, the camera's tilt and roll are undone by rotating it level
 * (converging verticals become parallel), and the largest rectangle of the photo's aspect with picture everywhere
 * is scaled back to the photo's size. A photo with no usable verticals, or one already straight, comes back as it
 * was.
 */
export async function straighten(image: RawImage): Promise<RawImage> {
  const working = await workingCopy(image, WORKING_SIDE);
  const camera = cameraOf(working.width, working.height);
  const edges = findStraightEdges(working);
  const found = findVerticalDirection(edges.joined, camera, MIN_SUPPORT * working.height);
  if (!found) return image;
  const down = refineVerticalDirection(edges.long, found, camera);
  const { width, height } = image;
  const { homography, angle } = uprightHomography(down, cameraOf(width, height));
  if (angle < DEADBAND) return image;
  const corners = [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ].map(([x, y]) => mapPoint(homography, x!, y!));
  return warpIntoRectangle(image, invert(homography), largestInnerRectangle(corners, width, height));
}

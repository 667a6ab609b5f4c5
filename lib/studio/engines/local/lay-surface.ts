import { blendMaterial } from './blend-material';
import { type MaterialKind, drawMaterial } from './procedural-material';
import type { RawImage } from './raw-image';
import type { Mask } from './read-mask';
import { estimateRoomFrame } from './room-frame';
import { type SurfaceOrientation, surfacePlane } from './surface-plane';
import { surfaceWeights } from './surface-weights';

/** Where each material goes: boards on a floor, cabinet fronts upright, tiles on whichever the brush covers. */
const ORIENTATION: Record<MaterialKind, SurfaceOrientation | 'either'> = {
  planks: 'floor',
  shaker: 'wall',
  tiles: 'either',
};

/**
 * A new surface in the brushed area, in the photo's perspective and under its light: the plane under the brush is
 * read from the room's vanishing points, the material is drawn on that plane, and it replaces only the pixels
 * that are the brushed surface itself, so what stands on it (and what the eraser took out) stays.
 */
export async function laySurface(
  image: RawImage,
  mask: Mask,
  kind: MaterialKind,
  palette: readonly string[],
  variant: number,
): Promise<RawImage> {
  const frame = await estimateRoomFrame(image, variant);
  const { plane } = surfacePlane(frame, mask, ORIENTATION[kind]);
  const material = drawMaterial(kind, palette, plane, mask, variant);
  return blendMaterial(image, mask, material, surfaceWeights(image, mask));
}

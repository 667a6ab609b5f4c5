import { ROOM_CLASSES, classifyRoom } from './classify-room';
import { type LabImage, toLab } from './lab';
import type { RawImage } from './raw-image';
import { segmentRegions } from './segment-regions';
import { type ClassWeights, upsampleClasses } from './upsample-classes';
import { workingCopy } from './working-copy';

/** Segmentation looks at a copy this size: surfaces and objects, not grain. */
export const WORKING_SIDE = 320;

/** Rooms whose white objects are fixtures (baths, basins, appliances) rather than furniture to recolour. */
const FIXTURE_ROOMS = new Set(['bathroom', 'kitchen', 'laundry_room']);

export type RoomAnalysis = {
  lab: LabImage;
  /** Full-size soft masks in ROOM_CLASSES order. */
  weights: ClassWeights;
};

/** Finds walls, floor, ceiling, furniture and fabrics in an interior photo, as soft full-size masks. */
export async function analyseRoom(image: RawImage, roomType: string): Promise<RoomAnalysis> {
  const small = await workingCopy(image, WORKING_SIDE);
  const smallLab = toLab(small);
  const pixelClass = classifyRoom(segmentRegions(smallLab), smallLab, FIXTURE_ROOMS.has(roomType));
  const lab = toLab(image);
  const guide = new Float32Array(lab.L.length);
  for (let i = 0; i < guide.length; i++) guide[i] = lab.L[i]! / 100;
  const weights = upsampleClasses(pixelClass, ROOM_CLASSES.length, small, guide, image.width, image.height);
  return { lab, weights };
}

import { WORKING_SIDE } from './analyse-room';
import { EXTERIOR_CLASSES, type Exterior, classifyExterior } from './classify-exterior';
import { growFromSeeds } from './grow-from-seeds';
import { type LabImage, toLab } from './lab';
import type { RawImage } from './raw-image';
import { segmentRegions } from './segment-regions';
import { type ClassWeights, upsampleClasses } from './upsample-classes';
import { workingCopy } from './working-copy';

export type ExteriorAnalysis = Exterior & {
  lab: LabImage;
  /** Full-size soft masks in EXTERIOR_CLASSES order. */
  weights: ClassWeights;
};

const LAWN = EXTERIOR_CLASSES.indexOf('lawn');
const PLANTS = EXTERIOR_CLASSES.indexOf('plants');

/**
 * A tree or hedge the same green as the lawn can be joined to it in one region. The lawn lies on the ground, so the
 * region is split pixel by pixel: grown from its lowest part and from its part above the ground line (the foot of
 * the facade, or mid-height), the two meet along the strongest edge between them, a canopy's outline; the upper
 * side is plants.
 */
function splitLawn(pixelClass: Int8Array, lab: LabImage, ground: number): void {
  const { width, height } = lab;
  const groundRow = Math.round(ground * height);
  const nearRow = Math.round(groundRow + 0.6 * (height - groundRow));
  const allowed = Uint8Array.from(pixelClass, (c) => (c === LAWN ? 1 : 0));
  const seeds = Int8Array.from(pixelClass, (c, i) => {
    if (c !== LAWN) return -1;
    const y = Math.floor(i / width);
    return y >= nearRow ? 0 : y < groundRow - height * 0.01 ? 1 : -1;
  });
  const side = growFromSeeds(lab, allowed, seeds);
  for (let i = 0; i < pixelClass.length; i++) if (side[i] === 1) pixelClass[i] = PLANTS;
}

/** Finds sky, lawn, soil, plants, the facade, its openings and its door in a photo of a house, as full-size masks. */
export async function analyseExterior(image: RawImage): Promise<ExteriorAnalysis> {
  const small = await workingCopy(image, WORKING_SIDE);
  const smallLab = toLab(small);
  const segmentation = segmentRegions(smallLab);
  const exterior = classifyExterior(segmentation);
  const pixelClass = Int8Array.from(segmentation.labels, (cell) => {
    return exterior.regionClass[segmentation.cells[cell]!.region]!;
  });
  splitLawn(pixelClass, smallLab, exterior.facade?.bottom ?? 0.55);
  const lab = toLab(image);
  const guide = new Float32Array(lab.L.length);
  for (let i = 0; i < guide.length; i++) guide[i] = lab.L[i]! / 100;
  const weights = upsampleClasses(
    pixelClass,
    EXTERIOR_CLASSES.length,
    small,
    guide,
    image.width,
    image.height,
  );
  return { ...exterior, lab, weights };
}

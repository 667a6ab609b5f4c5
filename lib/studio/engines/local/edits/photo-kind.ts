import { EXTERIOR_CLASSES, classifyExterior } from '../classify-exterior';
import { toLab } from '../lab';
import type { RawImage } from '../raw-image';
import { segmentRegions } from '../segment-regions';
import { hasSky } from './find-sky';
import { shrinkImage } from './shrink-image';

/** The outdoor classifier looks at a copy this size, as the exterior tools do (analyse-exterior.ts). */
const WORKING_SIDE = 320;
/** Sky, lawn and planting over this share of the photo: it was taken outdoors. */
const OUTDOOR_SHARE = 0.05;

const SKY = EXTERIOR_CLASSES.indexOf('sky');
const GREEN = new Set([EXTERIOR_CLASSES.indexOf('lawn'), EXTERIOR_CLASSES.indexOf('plants')]);

/** Share of the photo the exterior classifier calls (cool) sky, lawn or planting. */
export function outdoorShare(image: RawImage): number {
  const small = shrinkImage(image, WORKING_SIDE);
  const seg = segmentRegions(toLab(small));
  const { regionClass } = classifyExterior(seg);
  // What the classifier calls sky counts only where the sky tools find open sky: a white ceiling lit by daylight
  // is as cool as an overcast, and hasSky is what tells the two apart (lit-ceiling.ts).
  const skyOpen = hasSky(image);
  let share = 0;
  for (const region of seg.regions) {
    const kind = regionClass[region.id]!;
    // A pale ceiling on the top edge passes for an overcast sky, but daylight from the sky is cool, lamplight warm.
    if (GREEN.has(kind) || (skyOpen && kind === SKY && region.lab[2] < 0)) share += region.area;
  }
  return share;
}

/**
 * Whether a photo shows a room or the outside of a house: outdoors, sky (on the top edge, not seen through a window)
 * and greenery fill a good part of the picture; indoors the walls, floor and ceiling do.
 */
export function photoKind(image: RawImage): 'interior' | 'exterior' {
  return outdoorShare(image) > OUTDOOR_SHARE ? 'exterior' : 'interior';
}

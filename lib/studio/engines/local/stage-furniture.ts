import sharp from 'sharp';
import { EngineError, type EngineJob } from '../render-engine';
import { type Rgb, hexToRgb, mixRgb, scaleRgb } from './colour';
import { type FurnitureLayer, type Paints, furnitureLayers } from './furniture-layers';
import type { FloorCamera } from './floor-camera';
import { gradeToStyle } from './grade-to-style';
import { inpaint } from './inpaint';
import { occluderDepths } from './occluder-depths';
import { planStaging } from './plan-staging';
import { type RawImage, encodeRawImage, readRawImage } from './raw-image';
import { type Mask, readMask } from './read-mask';
import { estimateRoomFrame } from './room-frame';

// Read once, not per pixel: see box-blur.ts.
const { max, min } = Math;

const WOOD: Rgb = [138, 100, 66];
const LEAF: Rgb = [84, 118, 78];

/** The mask if anything is brushed: staging tools take one only to clear the brushed things away first. */
async function brushed(job: EngineJob, image: RawImage): Promise<Mask | undefined> {
  if (!job.mask) return undefined;
  try {
    return await readMask(job.mask, image.width, image.height);
  } catch (error) {
    if (error instanceof EngineError) return undefined;
    throw error;
  }
}

/** The style's palette dealt out to the furniture's materials, dimmed to the photo's brightness. */
function paintsFor(image: RawImage, palette: readonly string[], variant: number): Paints {
  let sum = 0;
  for (let i = 0; i < image.data.length; i += 3 * 7)
    sum += image.data[i]! + image.data[i + 1]! + image.data[i + 2]!;
  const brightness = sum / (3 * (image.data.length / (3 * 7)));
  const light = min(1.05, max(0.55, brightness / 140));
  const colours = palette.map((hex) => scaleRgb(hexToRgb(hex), light));
  const pick = (offset: number) => colours[1 + ((variant + offset) % 4)]!;
  return {
    fabric: pick(1),
    cushion: colours[0]!,
    accent: pick(3),
    wood: mixRgb(pick(2), scaleRgb(WOOD, light), 0.5),
    rug: mixRgb(colours[1]!, pick(0), 0.35),
    metal: colours[4]!,
    leaf: scaleRgb(LEAF, light),
  };
}

/**
 * Lays one piece's layer on the photo, except where something already standing in the room is nearer the camera
 * than the piece: that stays in front. A rug is compared pixel by pixel, at the depth of the floor it covers
 * there; a standing piece by its nearest edge.
 */
async function lay(photo: RawImage, layer: FurnitureLayer, occluders: Float32Array, camera: FloorCamera) {
  const raster = await sharp(Buffer.from(layer.svg)).ensureAlpha().raw().toBuffer();
  const { data, width } = photo;
  for (let y = 0; y < layer.height; y++) {
    for (let x = 0; x < layer.width; x++) {
      const r = 4 * (y * layer.width + x);
      const alpha = raster[r + 3]! / 255;
      if (!alpha) continue;
      const px = layer.left + x;
      const py = layer.top + y;
      const i = py * width + px;
      const depth = layer.flat ? (camera.toFloor(px + 0.5, py + 0.5)?.b ?? Infinity) : layer.nearest;
      if (occluders[i]! < depth - 0.1) continue;
      for (let c = 0; c < 3; c++)
        data[3 * i + c] = data[3 * i + c]! * (1 - alpha) + raster[r + c]! * alpha + 0.5;
    }
  }
}

/**
 * Virtual staging for the offline preview: the furniture a stager would put in the room type, as solid blocks in
 * the style's palette, stood on the photo's free floor in the room's own perspective and scale (see
 * planStaging), with soft contact shadows, passing behind what already stands nearer the camera, over the photo
 * graded toward the style. A brushed area is cleared first (see inpaint), so a room can be emptied of what the
 * user marked and furnished for another use. The room is read from the photo before grading, whose wash would
 * bring a grey sofa and a pale floor closer together.
 */
export async function stageFurniture(job: EngineJob): Promise<Buffer> {
  let photo = await readRawImage(job.image);
  let source = job.image;
  const mask = await brushed(job, photo);
  if (mask) {
    photo = await inpaint(photo, mask, job.variant);
    source = await encodeRawImage(photo);
  }
  const frame = await estimateRoomFrame(photo, job.variant);
  const plan = planStaging(photo, frame, job.roomType, job.variant, job.seed);
  const occluders = occluderDepths(plan.free, plan.camera, photo.width, photo.height);
  const graded = await readRawImage(await gradeToStyle(source, job.style, job.variant));
  const paints = paintsFor(graded, job.style.palette, job.variant);
  for (const layer of furnitureLayers(plan, paints, photo.width, photo.height))
    await lay(graded, layer, occluders, plan.camera);
  return encodeRawImage(graded);
}

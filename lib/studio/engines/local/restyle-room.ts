import type { EngineJob } from '../render-engine';
import { analyseRoom } from './analyse-room';
import { ROOM_CLASSES, type RoomClass } from './classify-room';
import { encodeRawImage, readRawImage } from './raw-image';
import type { Recolour } from './recolour-classes';
import { recolourClasses } from './recolour-classes';
import { type RoomScheme, roomScheme } from './room-scheme';
import { valueNoise } from './value-noise';

/**
 * How far each part goes toward its scheme colour, and how much of its own colour variation it keeps: paint covers
 * a wall's tint evenly, a floor keeps more of its grain, fabrics keep a little of their pattern.
 */
const REDESIGN: Record<RoomClass, Omit<Recolour, 'target'>> = {
  wall: { strength: 0.92, keepChroma: 0.3 },
  // A ceiling keeps most of its own lightness: taken to the palette's near-white it would glare.
  ceiling: { strength: 0.85, keepChroma: 0.3, keepLightness: 0.6 },
  floor: { strength: 0.9, keepChroma: 0.6 },
  furniture: { strength: 0.85, keepChroma: 0.5 },
  textile: { strength: 0.88, keepChroma: 0.4 },
};

/**
 * New material for the furniture: the old surface's fine pattern fades (keepDetail) and a new one is laid in,
 * fabric as a soft heathered weave, wood and leather as grain running along the piece.
 */
function restyleTextures(
  width: number,
  variant: number,
): Partial<Record<RoomClass, Omit<Recolour, 'target'>>> {
  const scale = width / 1024;
  const fibre = valueNoise(variant * 7 + 1);
  const slub = valueNoise(variant * 7 + 2);
  const grain = valueNoise(variant * 7 + 3);
  return {
    textile: {
      strength: 0.92,
      keepChroma: 0.3,
      keepDetail: 0.55,
      texture: (x, y) =>
        2.2 * fibre(x / (1.6 * scale), y / (1.6 * scale)) + 1.6 * slub(x / (9 * scale), y / (3 * scale)),
    },
    furniture: {
      strength: 0.9,
      keepChroma: 0.4,
      keepDetail: 0.55,
      texture: (x, y) => {
        const wave = grain(x / (60 * scale), y / (14 * scale)) * 4;
        return 1.8 * Math.sin((y / scale) * 0.6 + wave) + 1.2 * fibre(x / (30 * scale), y / (1.5 * scale));
      },
    },
  };
}

/**
 * Redesign (`scope` 'room'): walls, floor, ceiling, furniture and fabrics each recoloured toward the style's scheme
 * under the photo's own light. Furniture restyle (`scope` 'furniture'): only the furniture and fabrics, recoloured
 * and given a new surface texture; walls, floor and ceiling stay as they are.
 */
export async function restyleRoom(job: EngineJob, scope: 'room' | 'furniture'): Promise<Buffer> {
  const image = await readRawImage(job.image);
  const { lab, weights } = await analyseRoom(image, job.roomType);
  const scheme: RoomScheme = roomScheme(job.style, job.variant);
  const textures = scope === 'furniture' ? restyleTextures(image.width, job.variant) : {};
  const recolours = ROOM_CLASSES.map((part): Recolour | null => {
    const how = scope === 'room' ? REDESIGN[part] : textures[part];
    return how ? { ...how, target: scheme[part] } : null;
  });
  return encodeRawImage(recolourClasses(image, lab, weights, recolours));
}

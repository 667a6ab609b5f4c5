import { EngineError, type EngineJob } from '../render-engine';
import { WORKING_SIDE } from './analyse-room';
import { boxBlur } from './box-blur';
import { caustic } from './caustic';
import { type Rgb, hexToRgb, mixRgb } from './colour';
import { findWater } from './find-water';
import { type Lab, rgbToLab, toLab, writeLab } from './lab';
import { encodeRawImage, readRawImage } from './raw-image';
import { recolourClasses } from './recolour-classes';
import { upsampleClasses } from './upsample-classes';
import { valueNoise } from './value-noise';
import { workingCopy } from './working-copy';

/** Deep and shallow water for each variant: turquoise, a bluer aqua, a greener lagoon. */
const WATERS: readonly [Rgb, Rgb][] = [
  [
    [20, 128, 160],
    [86, 204, 214],
  ],
  [
    [24, 112, 170],
    [92, 190, 226],
  ],
  [
    [18, 130, 140],
    [96, 206, 196],
  ],
];
/** Pale stone for the coping, tinted by the style's lightest colour. */
const STONE: Rgb = [226, 220, 206];

function copingColour(lightest: string): Lab {
  return rgbToLab(mixRgb(STONE, hexToRgb(lightest), 0.4));
}

/**
 * Pool renovation for the offline preview: finds the pool's water (teal to blue, in the lower part of the photo)
 * and renews it as clear water, deeper toward the far side, with sunlit caustics, then lays fresh pale stone on
 * the coping around it. Nothing else changes. A photo without a pool is refused (and not counted) rather than
 * washed over.
 */
export async function renovatePool(job: EngineJob): Promise<Buffer> {
  const image = await readRawImage(job.image);
  const { width, height } = image;
  const small = await workingCopy(image, WORKING_SIDE);
  const water = findWater(toLab(small));
  if (!water) throw new EngineError('no_pool_found');

  const lab = toLab(image);
  const guide = new Float32Array(lab.L.length);
  for (let i = 0; i < guide.length; i++) guide[i] = lab.L[i]! / 100;
  const [weight] = upsampleClasses(
    Int8Array.from(water, (v) => (v ? 0 : -1)),
    1,
    small,
    guide,
    width,
    height,
  );
  const pool = weight!;

  // The water's rows, and the horizon guessed above it, for the caustics' perspective.
  let top = height;
  let bottom = 0;
  for (let i = 0; i < pool.length; i++) {
    if (pool[i]! < 0.5) continue;
    const y = Math.floor(i / width);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  const horizon = top - (bottom - top) * 0.8;
  const [deep, shallow] = WATERS[job.variant % WATERS.length]!.map((c) => rgbToLab(c)) as [Lab, Lab];
  const cell = width * 0.09;

  // Coping: a band of stone just outside the water.
  const inside = Float32Array.from(pool, (v) => (v > 0.5 ? 1 : 0));
  const grown = boxBlur(inside, width, height, Math.max(3, Math.round(width * 0.016)));
  const band = Float32Array.from(grown, (v, i) => (v > 0.001 ? 1 - pool[i]! : 0));
  const coping = recolourClasses(
    image,
    lab,
    [boxBlur(band, width, height, 1)],
    [
      {
        target: copingColour(job.style.palette[0]),
        strength: 0.85,
        keepChroma: 0.2,
        keepLightness: 0.3,
        keepDetail: 0.35,
      },
    ],
  );

  // The net wobbles, as light through a rippled surface does.
  const ripple = valueNoise(job.variant + 31);
  const out = coping.data;
  const colour = new Uint8Array(3);
  for (let y = Math.max(0, top - 2); y <= Math.min(height - 1, bottom + 2); y++) {
    const depth = Math.max(1, y - horizon);
    const t = Math.min(1, Math.max(0, (y - top) / Math.max(1, bottom - top)));
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const w = pool[i]!;
      if (w <= 0.002) continue;
      let u = ((x - width / 2) / depth) * (height / cell) * 0.5;
      let v = ((height * 0.6) / depth) * (height / cell) * 0.35;
      u += 0.3 * ripple(u * 0.7, v * 0.7);
      v += 0.3 * ripple(u * 0.7 + 17, v * 0.7);
      const light = 0.75 * caustic(u, v, job.variant) + 0.35 * caustic(u * 2.1, v * 2.1, job.variant + 3);
      const L = deep[0] + (shallow[0] - deep[0]) * t + 11 * light;
      const a = (deep[1] + (shallow[1] - deep[1]) * t) * (1 - 0.25 * light);
      const b = (deep[2] + (shallow[2] - deep[2]) * t) * (1 - 0.25 * light);
      writeLab(colour, 0, Math.min(100, L), a, b);
      for (let c = 0; c < 3; c++) out[3 * i + c] = Math.round(out[3 * i + c]! * (1 - w) + colour[c]! * w);
    }
  }
  return encodeRawImage(coping);
}

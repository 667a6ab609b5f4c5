import path from 'node:path';
import sharp from 'sharp';
import { toLab } from '@/lib/studio/engines/local/lab';
import type { RawImage } from '@/lib/studio/engines/local/raw-image';

/** The hand-checked sky mask of one of the real exterior photos: 1 for sky (see photos/README.md). */
export async function drawnSky(name: string): Promise<Uint8Array> {
  const file = path.join(
    process.cwd(),
    '__tests__',
    'fixtures',
    'images',
    'photos',
    'sky-masks',
    `${name}.png`,
  );
  const { data } = await sharp(file).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return Uint8Array.from(data, (v) => (v > 127 ? 1 : 0));
}

/** 1 for every pixel within `distance` pixels (a square's reach) of a pixel of `mask`. */
export function nearSky(mask: Uint8Array, width: number, height: number, distance: number): Uint8Array {
  const rows = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let hit = 0;
      for (let dx = -distance; dx <= distance && !hit; dx++) {
        const xx = x + dx;
        if (xx >= 0 && xx < width && mask[y * width + xx]) hit = 1;
      }
      rows[y * width + x] = hit;
    }
  }
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let hit = 0;
      for (let dy = -distance; dy <= distance && !hit; dy++) {
        const yy = y + dy;
        if (yy >= 0 && yy < height && rows[yy * width + x]) hit = 1;
      }
      out[y * width + x] = hit;
    }
  }
  return out;
}

type MeanLab = { L: number; a: number; b: number };

/**
 * The mean Lab colour of the drawn sky in `image`, more than `edge` pixels inside it: in its top and bottom thirds
 * (of its own pixels, by row) and over all of it.
 */
export function skyThirds(
  image: RawImage,
  drawn: Uint8Array,
  edge: number,
): { top: MeanLab; bottom: MeanLab; all: MeanLab } {
  const { width, height } = image;
  const notSky = nearSky(
    drawn.map((v) => 1 - v),
    width,
    height,
    edge,
  );
  const rows: number[] = [];
  for (let i = 0; i < drawn.length; i++) if (drawn[i] && !notSky[i]) rows.push(Math.floor(i / width));
  const lab = toLab(image);
  const mean = (from: number, to: number): MeanLab => {
    let L = 0;
    let a = 0;
    let b = 0;
    let count = 0;
    for (let i = from * width; i < (to + 1) * width; i++) {
      if (!drawn[i] || notSky[i]) continue;
      L += lab.L[i]!;
      a += lab.a[i]!;
      b += lab.b[i]!;
      count++;
    }
    return { L: L / count, a: a / count, b: b / count };
  };
  const at = (share: number) => rows[Math.min(rows.length - 1, Math.floor(share * rows.length))]!;
  return {
    top: mean(at(0), at(1 / 3)),
    bottom: mean(at(2 / 3), at(1)),
    all: mean(at(0), at(1)),
  };
}

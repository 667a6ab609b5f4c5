import path from 'node:path';
import sharp from 'sharp';

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

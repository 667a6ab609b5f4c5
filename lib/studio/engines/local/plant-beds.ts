import { type Rgb, clampByte } from './colour';
import { groundScale } from './garden-textures';
import type { RawImage } from './raw-image';
import { seededRandom } from './seeded-random';

const SHRUB_GREENS: readonly Rgb[] = [
  [58, 104, 50],
  [74, 122, 58],
  [46, 92, 56],
  [88, 128, 64],
];

/**
 * Plants rows of small shrubs into the bed areas (weight over 0.6): each a rounded clump lit from the upper left
 * with a contact shadow, sized by its distance, some in flower in the given colours. Drawn far to near so nearer
 * plants overlap farther ones. Changes `image` in place.
 */
export function plantBeds(
  image: RawImage,
  bed: Float32Array,
  flowers: readonly Rgb[],
  variant: number,
): void {
  const { width, height, data } = image;
  const random = seededRandom(variant * 17 + 3);
  let top = height;
  let bottom = -1;
  for (let i = 0; i < bed.length; i++) {
    if (bed[i]! <= 0.6) continue;
    const y = Math.floor(i / width);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  if (bottom < 0) return;
  const plants: { x: number; y: number; r: number; colour: Rgb; flower: Rgb | null }[] = [];
  for (let y = top; y <= bottom;) {
    const spacing = Math.max(6, width * 0.028 * groundScale(y, height));
    for (let x = random() * spacing; x < width; x += spacing * (0.8 + 0.4 * random())) {
      const px = Math.round(x);
      const py = Math.round(y + (random() - 0.5) * spacing * 0.3);
      if (py < 0 || py >= height || bed[py * width + px]! <= 0.6) continue;
      plants.push({
        x: px,
        y: py,
        r: spacing * (0.42 + 0.16 * random()),
        colour: SHRUB_GREENS[Math.floor(random() * SHRUB_GREENS.length)]!,
        flower: flowers.length && random() < 0.45 ? flowers[Math.floor(random() * flowers.length)]! : null,
      });
    }
    y += spacing * 0.7;
  }
  for (const p of plants) paintShrub(data, width, height, p, random);
}

function paintShrub(
  data: Uint8Array,
  width: number,
  height: number,
  p: { x: number; y: number; r: number; colour: Rgb; flower: Rgb | null },
  random: () => number,
): void {
  const cy = p.y - p.r * 0.55;
  const flowers = p.flower
    ? Array.from({ length: 7 }, () => [p.x + (random() - 0.5) * p.r * 1.4, cy + (random() - 0.6) * p.r * 1.2])
    : [];
  const x0 = Math.max(0, Math.floor(p.x - p.r * 1.3));
  const x1 = Math.min(width - 1, Math.ceil(p.x + p.r * 1.3));
  const y0 = Math.max(0, Math.floor(cy - p.r * 1.1));
  const y1 = Math.min(height - 1, Math.ceil(p.y + p.r * 0.35));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const i = 3 * (y * width + x);
      // Contact shadow: a flat ellipse under the clump.
      const shadow = Math.hypot((x - p.x) / (p.r * 1.25), (y - p.y) / (p.r * 0.3));
      const dark = shadow < 1 ? 0.45 * (1 - shadow) : 0;
      const dx = (x - p.x) / p.r;
      const dy = (y - cy) / (p.r * 0.85);
      const d = Math.hypot(dx, dy);
      const cover = Math.min(1, Math.max(0, (1 - d) / 0.12));
      const light = 1.18 - 0.35 * ((dx + dy) / 2 + 0.5) + (random() - 0.5) * 0.12;
      let colour: readonly number[] = p.colour.map((c) => c * light);
      for (const [fx, fy] of flowers) {
        if (Math.hypot(x - fx!, y - fy!) < Math.max(1.2, p.r * 0.13)) colour = p.flower!;
      }
      for (let c = 0; c < 3; c++) {
        const under = data[i + c]! * (1 - dark);
        data[i + c] = clampByte(under * (1 - cover) + colour[c]! * cover);
      }
    }
  }
}

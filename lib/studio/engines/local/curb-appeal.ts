import type { EngineJob } from '../render-engine';
import { analyseExterior } from './analyse-exterior';
import { boxBlur } from './box-blur';
import { type Box, EXTERIOR_CLASSES, type ExteriorClass } from './classify-exterior';
import { exteriorScheme } from './exterior-scheme';
import { rgbToLab } from './lab';
import { encodeRawImage, readRawImage } from './raw-image';
import { type Recolour, recolourClasses } from './recolour-classes';

const CLEAR_SKY = rgbToLab([122, 170, 222]);
const HEALTHY_GRASS = rgbToLab([104, 160, 74]);

/**
 * The painted frames around windows and doors: a band just outside each opening's rectangle, on the facade. Drawn
 * from the rectangles rather than found as regions, because white trim on a pale wall is too alike in colour to be
 * told apart reliably.
 */
function trimBands(frames: Box[], facade: Float32Array, width: number, height: number): Float32Array {
  const band = new Float32Array(width * height);
  const grow = Math.max(2, Math.round(width * 0.007));
  for (const frame of frames) {
    const [x0, x1] = [Math.round(frame.left * width), Math.round(frame.right * width)];
    const [y0, y1] = [Math.round(frame.top * height), Math.round(frame.bottom * height)];
    for (let y = Math.max(0, y0 - grow); y < Math.min(height, y1 + grow); y++) {
      for (let x = Math.max(0, x0 - grow); x < Math.min(width, x1 + grow); x++) {
        if (x >= x0 && x < x1 && y >= y0 && y < y1) continue;
        band[y * width + x] = 1;
      }
    }
  }
  for (let i = 0; i < band.length; i++) band[i] = band[i]! * Math.min(1, facade[i]! * 1.5);
  return boxBlur(band, width, height, 1);
}

/** The door's bounding box (pixels), from its mask. */
function boxOf(weight: Float32Array, width: number) {
  let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
  for (let i = 0; i < weight.length; i++) {
    if (weight[i]! < 0.5) continue;
    const x = i % width;
    const y = (i - x) / width;
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  return right < 0 ? null : { left, top, right, bottom };
}

/**
 * Curb appeal for the offline preview: the facade repainted in the style's palette under its own light and
 * texture, the trim around windows and door in a crisp contrasting colour, the front door (when one stands at the
 * foot of the facade near its middle) in the palette's boldest colour with a fresh sheen, and a light tidy of the
 * sky (cleaner blue, less noise) and the lawn (healthier green). Roof, paths and planting are left alone.
 */
export async function curbAppeal(job: EngineJob): Promise<Buffer> {
  const image = await readRawImage(job.image);
  const { width, height } = image;
  const { lab, weights, frames } = await analyseExterior(image);
  const weight = (c: ExteriorClass) => weights[EXTERIOR_CLASSES.indexOf(c)]!;
  const scheme = exteriorScheme(job.style, job.variant);

  const door = weight('door');
  const trim = trimBands(frames, weight('facade'), width, height);
  const facade = Float32Array.from(weight('facade'), (v, i) => v * (1 - trim[i]!));
  const doorBox = boxOf(door, width);
  const sheen = (x: number, y: number) => {
    if (!doorBox) return 0;
    const u = (x - doorBox.left) / Math.max(1, doorBox.right - doorBox.left);
    const v = (y - doorBox.top) / Math.max(1, doorBox.bottom - doorBox.top);
    return 7 * Math.max(0, 1 - Math.hypot(u - 0.25, v - 0.2) * 1.6);
  };

  const parts: [Float32Array, Recolour][] = [
    [facade, { target: scheme.facade, strength: 0.9, keepChroma: 0.3 }],
    [trim, { target: scheme.trim, strength: 0.95, keepChroma: 0.1, keepDetail: 0.6 }],
    [door, { target: scheme.door, strength: 1, keepChroma: 0.15, keepDetail: 0.7, texture: sheen }],
    [
      weight('sky'),
      { target: CLEAR_SKY, strength: 0.3, keepChroma: 0.7, keepLightness: 0.85, keepDetail: 0.4 },
    ],
    [weight('lawn'), { target: HEALTHY_GRASS, strength: 0.35, keepChroma: 0.7, keepLightness: 0.8 }],
  ];
  const output = recolourClasses(
    image,
    lab,
    parts.map(([w]) => w),
    parts.map(([, recolour]) => recolour),
  );
  return encodeRawImage(output);
}

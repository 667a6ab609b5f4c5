import sharp from 'sharp';
import type { RawImage } from './raw-image';

/**
 * The photo shrunk so its long side is `longSide` (never enlarged): segmentation looks at surfaces, not grain,
 * and its cost grows with the pixel count. Area averaging also smooths away sensor and JPEG noise.
 */
export async function workingCopy(image: RawImage, longSide: number): Promise<RawImage> {
  const { width, height } = image;
  const scale = Math.min(1, longSide / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  if (w === width && h === height) return image;
  const data = await sharp(image.data, { raw: { width, height, channels: 3 } })
    .resize(w, h, { fit: 'fill', kernel: 'mitchell' })
    .raw()
    .toBuffer();
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: w, height: h };
}

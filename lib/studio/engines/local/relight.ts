import sharp from 'sharp';
import { encodeJpeg } from './raw-image';

/**
 * Grey-world white balance, exposure lifted toward a mid-grey average, and local contrast (CLAHE): a bright,
 * true-to-life photo. A global stretch is avoided: on a dim, even photo it pushes the dominant tone to black.
 */
export async function relight(image: Buffer): Promise<Buffer> {
  const { channels } = await sharp(image).stats();
  const { width = 64, height = 64 } = await sharp(image).metadata();
  const means = channels.slice(0, 3).map((c) => Math.max(c.mean, 1));
  const grey = means.reduce((a, b) => a + b, 0) / 3;
  const balance = means.map((m) => Math.min(Math.max(grey / m, 0.7), 1.4));
  const exposure = Math.min(Math.max(118 / grey, 1), 1.8);
  return encodeJpeg(
    sharp(image)
      .linear(balance, [0, 0, 0])
      .modulate({ brightness: exposure })
      // The window within the photo: libvips refuses one larger than the image (a small upload).
      .clahe({ width: Math.min(64, width), height: Math.min(64, height), maxSlope: 2 }),
  );
}

import sharp from 'sharp';
import type { Style } from '../../catalog/styles';
import { hexToRgb } from './colour';
import { encodeJpeg } from './raw-image';

/** Grades the photo toward the style's palette: a soft-light wash of one palette colour per variant. */
export async function gradeToStyle(image: Buffer, style: Style, variant: number): Promise<Buffer> {
  const { width, height } = await sharp(image).metadata();
  const [r, g, b] = hexToRgb(style.palette[1 + (variant % 3)]!);
  const wash = await sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
  return encodeJpeg(
    sharp(image)
      .modulate({ saturation: 0.92 })
      .composite([{ input: wash, blend: 'soft-light' }]),
  );
}

import '@/lib/server-only';
import sharp from 'sharp';

export const WATERMARK_TEXT = 'Virtually staged';

/** MLS disclosure: "Virtually staged" on a translucent band in the lower left corner, scaled to the image. */
export async function addWatermark(image: Buffer): Promise<Buffer> {
  const { width = 1024, height = 768 } = await sharp(image).metadata();
  // At least 14 px to be read, but never wider or taller than the photo (with its margin): sharp refuses to composite
  // a band larger than the image, and uploads have no minimum size.
  const fits = Math.floor(Math.min(width / 11.1, height / 2.6));
  // A photo too small to hold any band (a few pixels) has nothing to be read on.
  if (fits < 1) return sharp(image).jpeg({ quality: 90 }).toBuffer();
  const size = Math.min(Math.max(14, Math.round(Math.min(width, height) * 0.04)), fits);
  const bandWidth = Math.round(size * 9.5);
  const bandHeight = Math.round(size * 1.8);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${bandWidth}" height="${bandHeight}">
    <rect width="100%" height="100%" rx="${size / 3}" fill="#000" fill-opacity="0.55"/>
    <text x="${size * 0.6}" y="${size * 1.25}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" fill="#fff">${WATERMARK_TEXT}</text>
  </svg>`;
  const margin = Math.round(size * 0.8);
  return sharp(image)
    .composite([{ input: Buffer.from(svg), left: margin, top: Math.max(0, height - bandHeight - margin) }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

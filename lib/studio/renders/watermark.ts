import sharp from 'sharp';

export const WATERMARK_TEXT = 'Virtually staged';

/** MLS disclosure: "Virtually staged" on a translucent band in the lower left corner, scaled to the image. */
export async function addWatermark(image: Buffer): Promise<Buffer> {
  const { width = 1024, height = 768 } = await sharp(image).metadata();
  const size = Math.max(14, Math.round(Math.min(width, height) * 0.04));
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

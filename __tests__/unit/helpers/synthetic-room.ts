import sharp from 'sharp';

/** Where things are in a synthetic room, as fractions of its width and height. */
export const ROOM = {
  floorTop: 0.58,
  blob: { cx: 0.62, cy: 0.78, rx: 0.09, ry: 0.06 },
};

/**
 * A room-like photo: a lit wall with a window, a wooden floor whose left half lies in shadow, and a dark
 * "clutter" blob on the floor. Fine noise gives it a photo's grain.
 */
export async function syntheticRoom(width: number, height: number): Promise<Buffer> {
  const floorY = height * ROOM.floorTop;
  const { cx, cy, rx, ry } = ROOM.blob;
  const seams = Array.from({ length: 12 }, (_, i) => {
    const x = (width * (i + 0.5)) / 12;
    return `<line x1="${x}" y1="${floorY}" x2="${width / 2 + (x - width / 2) * 1.6}" y2="${height}" stroke="#6e5036" stroke-width="1.5"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e0d8cc"/><stop offset="1" stop-color="#c4baa9"/></linearGradient>
      <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9a7650"/><stop offset="1" stop-color="#b08a60"/></linearGradient>
    </defs>
    <rect width="${width}" height="${floorY}" fill="url(#wall)"/>
    <rect x="${width * 0.12}" y="${height * 0.12}" width="${width * 0.22}" height="${height * 0.3}" fill="#f4f6f8"/>
    <rect y="${floorY}" width="${width}" height="${height - floorY}" fill="url(#floor)"/>
    ${seams}
    <rect y="${floorY}" width="${width / 2}" height="${height - floorY}" fill="#000" fill-opacity="0.35"/>
    <ellipse cx="${width * cx}" cy="${height * cy}" rx="${width * rx}" ry="${height * ry}" fill="#2a2420"/>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let state = 12345;
  for (let i = 0; i < data.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    data[i] = Math.min(255, Math.max(0, data[i]! + ((state >>> 24) % 7) - 3));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A mask (white = brushed on black) with one white ellipse, drawn at the given size: JPEG, as uploads store it. */
export async function ellipseMask(
  width: number,
  height: number,
  ellipse: { cx: number; cy: number; rx: number; ry: number },
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#000"/>
    <ellipse cx="${width * ellipse.cx}" cy="${height * ellipse.cy}" rx="${width * ellipse.rx}" ry="${height * ellipse.ry}" fill="#fff"/>
  </svg>`;
  return sharp(Buffer.from(svg)).flatten().jpeg({ quality: 90 }).toBuffer();
}

/** A mask covering a rectangle (fractions of the size). */
export async function rectMask(
  width: number,
  height: number,
  rect: { left: number; top: number; right: number; bottom: number },
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#000"/>
    <rect x="${width * rect.left}" y="${height * rect.top}" width="${width * (rect.right - rect.left)}" height="${height * (rect.bottom - rect.top)}" fill="#fff"/>
  </svg>`;
  return sharp(Buffer.from(svg)).flatten().jpeg({ quality: 90 }).toBuffer();
}

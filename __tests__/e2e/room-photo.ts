import sharp from 'sharp';

/** A room-like photo: a wall, a floor and a dark object on it. */
export async function roomPhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="360" fill="#d8d2c4"/><rect y="360" width="800" height="240" fill="#9b7b5a"/>
    <rect x="300" y="300" width="200" height="120" fill="#3a3a44"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '@/lib/api/app-error';
import { decodeImage } from '@/lib/studio/uploads/decode-image';
import { normaliseImage } from '@/lib/studio/uploads/normalise-image';
import { readHeifSize } from '@/lib/studio/uploads/read-heif-size';
import { sniffImageType } from '@/lib/studio/uploads/sniff-image-type';
import {
  TWELVE,
  blockMeans,
  blockPicture,
  expectedMeans,
  sharpOf,
  worstDifference,
  type BlockPicture,
  type Rgba,
} from './helpers/block-picture';
import { addHeifRotation, setHeifSize } from './helpers/edit-heif';
import { encodeBmp, type BmpVariant } from './helpers/encode-bmp';

const fixture = (name: string) => readFileSync(path.join(__dirname, '..', 'fixtures', 'images', name));

/** What the upload route does before storing anything: sniff, decode, normalise (save-upload.ts). */
async function normalise(data: Buffer) {
  const sniffed = await sniffImageType(data);
  if (!sniffed) throw new Error('not recognised as an accepted type');
  const { image, width, height } = await normaliseImage(await decodeImage(data, sniffed.type, sniffed));
  return { sniffed, image, width, height };
}

async function refusalOf(data: Buffer) {
  const sniffed = await sniffImageType(data);
  try {
    await normaliseImage(await decodeImage(data, sniffed!.type, sniffed!));
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return { status: (error as AppError).status, code: (error as AppError).code };
  }
  throw new Error('expected the upload to be refused');
}

const picture = blockPicture();
const WITH_ALPHA: Rgba[] = TWELVE.map((c, i): Rgba =>
  i === 5 ? [c[0], c[1], c[2], 128] : i === 6 ? [c[0], c[1], c[2], 0] : c,
);
const alphaPicture = blockPicture(WITH_ALPHA);
const TWO: Rgba[] = [
  [40, 90, 60, 255],
  [230, 150, 80, 255],
];

type Case = { name: string; type: string; picture: BlockPicture; make(): Promise<Buffer>; tolerance: number };

const bmp = (name: string, shown: BlockPicture, variant: BmpVariant): Case => ({
  name: `BMP ${name}`,
  type: 'bmp',
  picture: shown,
  make: async () => encodeBmp(shown, variant),
  tolerance: 8,
});

const cases: Case[] = [
  {
    name: 'JPEG',
    type: 'jpeg',
    picture,
    make: () => sharpOf(picture).jpeg({ quality: 95 }).toBuffer(),
    tolerance: 10,
  },
  {
    name: 'JPEG in CMYK',
    type: 'jpeg',
    picture,
    make: () => sharpOf(picture).toColourspace('cmyk').jpeg({ quality: 95 }).toBuffer(),
    // Through CMYK and back, colour management moves some colours (a dark grey 30 comes back 10, a deep blue
    // loses 28): the picture is kept. CMYK read inverted or as RGB would be off by well over 100.
    tolerance: 32,
  },
  { name: 'PNG', type: 'png', picture, make: () => sharpOf(picture).png().toBuffer(), tolerance: 8 },
  {
    name: 'PNG with alpha, flattened on white',
    type: 'png',
    picture: alphaPicture,
    make: () => sharpOf(alphaPicture).png().toBuffer(),
    tolerance: 8,
  },
  {
    name: 'GIF, its first frame of two',
    type: 'gif',
    picture,
    make: async () => {
      const second = blockPicture([...TWELVE].reverse());
      const frames = await Promise.all([picture, second].map((p) => sharpOf(p).png().toBuffer()));
      return sharp(frames, { join: { animated: true } })
        .gif()
        .toBuffer();
    },
    tolerance: 8,
  },
  {
    name: 'WebP',
    type: 'webp',
    picture,
    make: () => sharpOf(picture).webp({ quality: 90 }).toBuffer(),
    tolerance: 12,
  },
  {
    name: 'WebP lossless with alpha',
    type: 'webp',
    picture: alphaPicture,
    make: () => sharpOf(alphaPicture).webp({ lossless: true }).toBuffer(),
    tolerance: 8,
  },
  {
    name: 'TIFF, its first page of two',
    type: 'tiff',
    picture,
    make: async () => {
      const second = blockPicture([...TWELVE].reverse());
      const pages = await Promise.all([picture, second].map((p) => sharpOf(p).png().toBuffer()));
      return sharp(pages, { join: { animated: true } })
        .tiff()
        .toBuffer();
    },
    tolerance: 8,
  },
  {
    name: 'AVIF',
    type: 'avif',
    picture,
    make: () => sharpOf(picture).avif({ quality: 80 }).toBuffer(),
    tolerance: 14,
  },
  bmp('1-bit', blockPicture(TWO), { bitsPerPixel: 1 }),
  bmp('4-bit RLE4', picture, { bitsPerPixel: 4, compression: 'rle' }),
  bmp('8-bit RLE8', picture, { bitsPerPixel: 8, compression: 'rle' }),
  bmp('8-bit top-down', picture, { bitsPerPixel: 8, topDown: true }),
  bmp('16-bit RGB565', picture, {
    bitsPerPixel: 16,
    compression: 'bitfields',
    masks: { red: 0xf800, green: 0x07e0, blue: 0x001f },
  }),
  bmp('24-bit', picture, { bitsPerPixel: 24 }),
  bmp('32-bit with the reserved byte 0', picture, { bitsPerPixel: 32 }),
  bmp('32-bit V5 with alpha, flattened on white', alphaPicture, {
    bitsPerPixel: 32,
    compression: 'bitfields',
    headerSize: 124,
    masks: { red: 0xff0000, green: 0xff00, blue: 0xff, alpha: 0xff000000 },
  }),
];

describe('every accepted type becomes the picture it holds', () => {
  it.each(cases)('$name', async ({ type, picture: shown, make, tolerance }) => {
    const { sniffed, image, width, height } = await normalise(await make());
    expect(sniffed).toEqual({ type, width: shown.width, height: shown.height });
    expect([width, height]).toEqual([shown.width, shown.height]);
    const means = await blockMeans(image, shown.columns, shown.rows);
    expect(worstDifference(means, expectedMeans(shown))).toBeLessThanOrEqual(tolerance);
  });

  // Reference decodes made with ImageMagick 6.9.11 (libheif 1.15.1 for the HEIC), an independent decoder.
  it.each([
    ['room.bmp', 'bmp', 320, 240],
    ['room.heic', 'heic', 1200, 900],
  ])('%s matches its reference decode', async (name, type, width, height) => {
    const result = await normalise(fixture(name));
    expect(result.sniffed).toEqual({ type, width, height });
    const reference = await blockMeans(fixture(`reference/${name}.png`), 8, 6);
    expect(worstDifference(await blockMeans(result.image, 8, 6), reference)).toBeLessThanOrEqual(4);
  });

  it('turns a HEIC as its rotation property says, and sizes it turned', async () => {
    const turned = addHeifRotation(fixture('room.heic'), 1);
    expect(readHeifSize(turned)).toEqual({ width: 900, height: 1200 });
    const result = await normalise(turned);
    expect([result.width, result.height]).toEqual([900, 1200]);
    // irot turns anticlockwise; sharp's rotate turns clockwise.
    const reference = sharp(fixture('reference/room.heic.png')).rotate(270);
    expect(
      worstDifference(await blockMeans(result.image, 6, 8), await blockMeans(reference, 6, 8)),
    ).toBeLessThanOrEqual(4);
  });
});

describe('what cannot be decoded is a 422, whatever the decoder', () => {
  const whole = encodeBmp(picture, { bitsPerPixel: 24 });

  it.each([
    ['a BMP cut short', () => whole.subarray(0, whole.length - 600), 'corrupt_image'],
    [
      'a BMP whose header promises 6000 × 6000 pixels in 6 kB',
      () => {
        const lying = Buffer.from(whole);
        lying.writeInt32LE(6000, 18);
        lying.writeInt32LE(6000, 22);
        return lying;
      },
      'corrupt_image',
    ],
    [
      'an RLE8 BMP whose runs overrun their rows',
      () =>
        Buffer.concat([
          encodeBmp(picture, { bitsPerPixel: 8, compression: 'rle' }).subarray(0, -2),
          Buffer.from([200, 1, 200, 1]),
        ]),
      'corrupt_image',
    ],
    ['a HEIC cut short', () => fixture('room.heic').subarray(0, 2000), 'corrupt_image'],
    [
      'a HEIC whose ispe box understates its size',
      () => setHeifSize(fixture('room.heic'), 300, 200),
      'corrupt_image',
    ],
    [
      'a BMP wrapping a JPEG',
      () => {
        const jpegInside = Buffer.from(whole);
        jpegInside.writeUInt32LE(4, 30);
        return jpegInside;
      },
      'unsupported_image',
    ],
  ])('%s', async (_name, make, code) => {
    expect(await refusalOf(make())).toEqual({ status: 422, code });
  });
});

/** An 8-bit RLE bitmap of one colour: a few hundred kB that expand to `width` × `height` pixels. */
function runLengthBomb(width: number, height: number) {
  const row: number[] = [];
  for (let left = width; left > 0; left -= 255) row.push(Math.min(255, left), 1);
  row.push(0, 0);
  const head = encodeBmp(blockPicture(TWELVE, { width: 1, height: 1, columns: 1, rows: 1 }), {
    bitsPerPixel: 8,
    compression: 'rle',
  });
  const dataOffset = head.readUInt32LE(10);
  const rows = Buffer.from(row);
  const file = Buffer.concat([
    head.subarray(0, dataOffset),
    ...Array.from({ length: height }, () => rows),
    Buffer.from([0, 1]),
  ]);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt32LE(file.length - dataOffset, 34);
  return file;
}

describe('decoding off the event loop', () => {
  it('keeps the event loop turning while a 49 MP bitmap decodes', async () => {
    const bomb = runLengthBomb(7000, 7000);
    expect(bomb.length).toBeLessThan(500 * 1024);
    let turns = 0;
    let done = false;
    const decoding = decodeImage(bomb, 'bmp', { width: 7000, height: 7000 }).finally(() => {
      done = true;
    });
    while (!done) {
      await new Promise((resolve) => setImmediate(resolve));
      turns++;
    }
    const { info } = await (await decoding).resize(70).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([70, 70]);
    // Decoded on this thread, the loop would not turn at all until the 147 MB of pixels were written.
    expect(turns).toBeGreaterThan(100);
  });
});

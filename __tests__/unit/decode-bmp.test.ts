import { describe, expect, it } from '@jest/globals';
import { decodeBmp } from '@/lib/studio/uploads/worker/decode-bmp.mjs';
import { DecodeRefusal } from '@/lib/studio/uploads/worker/decode-refusal.mjs';
import { TWELVE, blockPicture, type BlockPicture, type Rgba } from './helpers/block-picture';
import { encodeBmp, type BmpVariant } from './helpers/encode-bmp';

const CAP = 50_000_000;
const TWO: Rgba[] = [
  [40, 90, 60, 255],
  [230, 150, 80, 255],
];
const FOUR: Rgba[] = [...TWO, [70, 70, 200, 255], [250, 240, 220, 255]];
/** Twelve colours in a 256-entry table, the rest of which no pixel uses. */
const TWELVE_OF_256: Rgba[] = [
  ...TWELVE,
  ...Array.from({ length: 244 }, (_, i): Rgba => [i, 255 - i, (i * 7) % 256, 255]),
];
/** The same blocks with one half-transparent block and one fully transparent one. */
const WITH_ALPHA: Rgba[] = TWELVE.map((c, i): Rgba =>
  i === 5 ? [c[0], c[1], c[2], 128] : i === 6 ? [c[0], c[1], c[2], 0] : c,
);

/** A channel stored in `bits` bits and stretched back to 8, as any reader of 16-bit bitmaps must. */
const through = (value: number, bits: number) => {
  const max = 2 ** bits - 1;
  return Math.round((Math.round((value * max) / 255) * 255) / max);
};

/** Compares every pixel of a decode with the picture, through `expected` for what the format keeps of a colour. */
function expectExactly(
  picture: BlockPicture,
  decoded: ReturnType<typeof decodeBmp>,
  channels: 3 | 4,
  expected: (colour: Rgba) => number[] = (colour) => colour.slice(0, channels),
) {
  expect([decoded.width, decoded.height, decoded.channels]).toEqual([
    picture.width,
    picture.height,
    channels,
  ]);
  let wrong = 0;
  let example = '';
  for (let y = 0; y < picture.height; y++) {
    for (let x = 0; x < picture.width; x++) {
      const want = expected(picture.palette[picture.indexAt(x, y)]!);
      const at = (y * picture.width + x) * channels;
      const got = Array.from(decoded.data.subarray(at, at + channels));
      if (got.some((c, i) => c !== want[i])) {
        wrong++;
        example ||= `(${x}, ${y}): got ${got}, want ${want}`;
      }
    }
  }
  expect({ wrong, example }).toEqual({ wrong: 0, example: '' });
}

describe('decodeBmp: every bit depth and compression, to the exact pixel', () => {
  const cases: [string, readonly Rgba[], BmpVariant, 3 | 4, ((c: Rgba) => number[])?][] = [
    ['1-bit palette', TWO, { bitsPerPixel: 1 }, 3],
    ['1-bit palette, top-down', TWO, { bitsPerPixel: 1, topDown: true }, 3],
    ['2-bit palette', FOUR, { bitsPerPixel: 2 }, 3],
    ['4-bit palette', TWELVE, { bitsPerPixel: 4 }, 3],
    ['4-bit RLE4', TWELVE, { bitsPerPixel: 4, compression: 'rle' }, 3],
    ['4-bit RLE4, top-down', TWELVE, { bitsPerPixel: 4, compression: 'rle', topDown: true }, 3],
    ['8-bit palette of 256', TWELVE_OF_256, { bitsPerPixel: 8 }, 3],
    ['8-bit palette, top-down', TWELVE, { bitsPerPixel: 8, topDown: true }, 3],
    ['8-bit RLE8', TWELVE_OF_256, { bitsPerPixel: 8, compression: 'rle' }, 3],
    ['8-bit, OS/2 core header', TWELVE, { bitsPerPixel: 8, headerSize: 12 }, 3],
    [
      '16-bit RGB555 (BI_RGB)',
      TWELVE,
      { bitsPerPixel: 16 },
      3,
      ([r, g, b]) => [through(r, 5), through(g, 5), through(b, 5)],
    ],
    [
      '16-bit RGB565 (BI_BITFIELDS after an info header)',
      TWELVE,
      { bitsPerPixel: 16, compression: 'bitfields', masks: { red: 0xf800, green: 0x07e0, blue: 0x001f } },
      3,
      ([r, g, b]) => [through(r, 5), through(g, 6), through(b, 5)],
    ],
    [
      '16-bit ARGB4444 (V3 header), top-down',
      WITH_ALPHA,
      {
        bitsPerPixel: 16,
        compression: 'bitfields',
        headerSize: 56,
        topDown: true,
        masks: { red: 0x0f00, green: 0x00f0, blue: 0x000f, alpha: 0xf000 },
      },
      4,
      (c) => c.map((v) => through(v, 4)),
    ],
    ['24-bit', TWELVE, { bitsPerPixel: 24 }, 3],
    ['24-bit, top-down', TWELVE, { bitsPerPixel: 24, topDown: true }, 3],
    ['24-bit, OS/2 core header', TWELVE, { bitsPerPixel: 24, headerSize: 12 }, 3],
    ['24-bit, V5 header', TWELVE, { bitsPerPixel: 24, headerSize: 124 }, 3],
    // The fourth byte left 0, as most writers do: opaque, not invisible.
    ['32-bit BI_RGB, reserved byte 0', TWELVE, { bitsPerPixel: 32 }, 4, ([r, g, b]) => [r, g, b, 255]],
    [
      '32-bit BI_RGB with alpha in the fourth byte',
      WITH_ALPHA,
      { bitsPerPixel: 32, alphaInReservedByte: true },
      4,
    ],
    [
      '32-bit BI_BITFIELDS, V5 header with an alpha mask',
      WITH_ALPHA,
      {
        bitsPerPixel: 32,
        compression: 'bitfields',
        headerSize: 124,
        masks: { red: 0x00ff0000, green: 0x0000ff00, blue: 0x000000ff, alpha: 0xff000000 },
      },
      4,
    ],
    [
      '32-bit BI_ALPHABITFIELDS after an info header, RGBA byte order',
      WITH_ALPHA,
      {
        bitsPerPixel: 32,
        compression: 'alphabitfields',
        masks: { red: 0x000000ff, green: 0x0000ff00, blue: 0x00ff0000, alpha: 0xff000000 },
      },
      4,
    ],
    [
      '32-bit BI_BITFIELDS without alpha, 10-bit channels (V4 header)',
      TWELVE,
      {
        bitsPerPixel: 32,
        compression: 'bitfields',
        headerSize: 108,
        masks: { red: 0x3ff00000, green: 0x000ffc00, blue: 0x000003ff, alpha: 0 },
      },
      3,
    ],
    [
      '32-bit BI_BITFIELDS, V2 header, BGR byte order',
      TWELVE,
      {
        bitsPerPixel: 32,
        compression: 'bitfields',
        headerSize: 52,
        masks: { red: 0x0000ff00, green: 0x00ff0000, blue: 0xff000000 },
      },
      3,
    ],
  ];

  // One argument, not five: Jest hands a callback to any parameter past a row's length.
  it.each(cases)('%s', (...[, palette, variant, channels, expected]) => {
    const picture = blockPicture(palette);
    expectExactly(picture, decodeBmp(encodeBmp(picture, variant), CAP), channels, expected);
  });

  it('decodes a picture of one pixel and one of a single row', () => {
    for (const size of [
      { width: 1, height: 1 },
      { width: 257, height: 1, columns: 4, rows: 1 },
    ]) {
      const picture = blockPicture(TWELVE, { columns: 1, rows: 1, ...size });
      expectExactly(picture, decodeBmp(encodeBmp(picture, { bitsPerPixel: 8, compression: 'rle' }), CAP), 3);
    }
  });
});

/** A bare RLE8 bitmap around hand-written run-length data. */
function rle8(width: number, height: number, data: number[], palette: readonly Rgba[] = TWELVE) {
  const file = encodeBmp(blockPicture(palette, { width, height, columns: 1, rows: 1 }), {
    bitsPerPixel: 8,
    compression: 'rle',
  });
  const headerAndPalette = file.readUInt32LE(10);
  const out = Buffer.concat([file.subarray(0, headerAndPalette), Buffer.from(data)]);
  out.writeUInt32LE(data.length, 34);
  return out;
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DecodeRefusal);
    return (error as DecodeRefusal).reason;
  }
  throw new Error('expected a refusal');
};

describe('decodeBmp: run-length escapes', () => {
  it('jumps with a delta, and leaves what it skips in the first palette colour, as Windows does', () => {
    // 4 × 2, bottom-up: bottom row "1 1" then a jump of (1, 1) to x = 3 of the top row, one "2", end.
    const decoded = decodeBmp(rle8(4, 2, [2, 1, 0, 2, 1, 1, 1, 2, 0, 1]), CAP);
    const colour = (i: number) => TWELVE[i]!.slice(0, 3);
    const top = [0, 0, 0, 2].flatMap(colour);
    const bottom = [1, 1, 0, 0].flatMap(colour);
    expect(Array.from(decoded.data)).toEqual([...top, ...bottom]);
  });

  it('accepts data that fills the picture and stops without an end-of-bitmap', () => {
    expect(decodeBmp(rle8(2, 1, [2, 3]), CAP).data.subarray(0, 3)).toEqual(
      Uint8Array.from(TWELVE[3]!.slice(0, 3)),
    );
  });
});

describe('decodeBmp: lying headers and damaged data are refusals, never exceptions', () => {
  const picture = blockPicture();
  const whole = encodeBmp(picture, { bitsPerPixel: 24 });

  it.each([
    ['uncompressed rows cut short', () => whole.subarray(0, whole.length - 500)],
    [
      'a header that promises twice the rows the data holds',
      () => {
        const lying = Buffer.from(whole);
        lying.writeInt32LE(picture.height * 2, 22);
        return lying;
      },
    ],
    ['a run past the end of its row', () => rle8(4, 2, [5, 1, 0, 1])],
    ['an absolute stretch past the end of its row', () => rle8(4, 2, [0, 5, 1, 1, 1, 1, 1, 0, 0, 1])],
    ['more rows than the picture has', () => rle8(2, 1, [2, 1, 0, 0, 2, 1, 0, 1])],
    ['a jump out of the picture', () => rle8(4, 2, [0, 2, 9, 0, 0, 1])],
    ['run-length data that stops before the picture is complete', () => rle8(4, 2, [4, 1, 0, 0])],
    ['a literal stretch cut off by the end of the file', () => rle8(4, 2, [0, 4, 1, 1])],
    [
      'pixels said to start past the end of the file',
      () => {
        const lying = Buffer.from(whole);
        lying.writeUInt32LE(whole.length + 10, 10);
        return lying;
      },
    ],
    [
      'a width of zero',
      () => {
        const lying = Buffer.from(whole);
        lying.writeInt32LE(0, 18);
        return lying;
      },
    ],
    [
      'a colour mask that is not one run of bits',
      () =>
        encodeBmp(picture, {
          bitsPerPixel: 16,
          compression: 'bitfields',
          masks: { red: 0xf00f, green: 0x07e0, blue: 0x0010 },
        }),
    ],
  ])('%s: corrupt', (_name, make) => {
    expect(refusal(() => decodeBmp(make(), CAP))).toBe('corrupt');
  });

  it('refuses a header over the pixel cap before allocating anything', () => {
    const bomb = Buffer.from(whole.subarray(0, 200));
    bomb.writeInt32LE(20_000, 18);
    bomb.writeInt32LE(20_000, 22);
    expect(refusal(() => decodeBmp(bomb, CAP))).toBe('too_large');
  });

  it('refuses an embedded JPEG as a variant it does not read', () => {
    const jpegInside = Buffer.from(whole);
    jpegInside.writeUInt32LE(4, 30);
    expect(refusal(() => decodeBmp(jpegInside, CAP))).toBe('unsupported');
  });
});

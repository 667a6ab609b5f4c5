import fc from 'fast-check';
import { hostileString } from './hostile-values';

const text = (value: string) => new Uint8Array(Buffer.from(value, 'utf8'));

/**
 * A Windows bitmap header with every field a decoder trusts chosen at random (sizes, bit depth, compression, pixel
 * offset), and too few pixels behind it more often than not.
 */
const craftedBmp = fc
  .record({
    dibSize: fc.constantFrom(12, 40, 52, 56, 64, 108, 124),
    width: fc.integer({ min: -4, max: 4000 }),
    height: fc.integer({ min: -4000, max: 4000 }),
    bitsPerPixel: fc.constantFrom(0, 1, 2, 4, 8, 15, 16, 24, 32, 64),
    compression: fc.integer({ min: 0, max: 13 }),
    pixelOffset: fc.integer({ min: 0, max: 4096 }),
    colours: fc.oneof(fc.integer({ min: 0, max: 300 }), fc.constant(0xffffffff)),
    pixels: fc.uint8Array({ maxLength: 600 }),
  })
  .map((bmp) => {
    const header = Buffer.alloc(14 + Math.max(bmp.dibSize, 40));
    header.write('BM', 0, 'latin1');
    header.writeUInt32LE(header.length + bmp.pixels.length, 2);
    header.writeUInt32LE(bmp.pixelOffset, 10);
    header.writeUInt32LE(bmp.dibSize, 14);
    header.writeInt32LE(bmp.width, 18);
    header.writeInt32LE(bmp.height, 22);
    header.writeUInt16LE(1, 26);
    header.writeUInt16LE(bmp.bitsPerPixel, 28);
    header.writeUInt32LE(bmp.compression, 30);
    header.writeUInt32LE(bmp.colours, 46);
    return new Uint8Array(Buffer.concat([header, bmp.pixels]));
  });

/** A PNG whose header declares any size, with or without (valid or junk) data after it. */
const craftedPng = fc
  .record({
    width: fc.oneof(fc.integer({ min: 0, max: 64 }), fc.constant(100_000), fc.constant(0x7fffffff)),
    height: fc.oneof(fc.integer({ min: 0, max: 64 }), fc.constant(100_000)),
    tail: fc.uint8Array({ maxLength: 300 }),
  })
  .map(({ width, height, tail }) => {
    const ihdr = Buffer.alloc(25);
    ihdr.writeUInt32BE(13, 0);
    ihdr.write('IHDR', 4, 'latin1');
    ihdr.writeUInt32BE(width, 8);
    ihdr.writeUInt32BE(height, 12);
    ihdr.writeUInt8(8, 16);
    ihdr.writeUInt8(2, 17);
    return new Uint8Array(Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ihdr, tail]));
  });

/** The first bytes of each accepted format, then junk: what a sniffer says yes to and a decoder chokes on. */
const junkAfterMagic = fc
  .tuple(
    fc.constantFrom(
      'ffd8ffe000104a464946',
      '474946383961',
      '49492a00',
      '4d4d002a',
      '52494646000000005745425056503820',
      '0000001866747970686569630000000068656963',
      '000000186674797061766966000000006d696631',
      '0000001866747970686569780000000068656978',
    ),
    fc.uint8Array({ maxLength: 400 }),
  )
  .map(([magic, tail]) => new Uint8Array(Buffer.concat([Buffer.from(magic, 'hex'), tail])));

const SVGS = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"/>',
  '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"/>',
  '<svg xmlns="http://www.w3.org/2000/svg" width="-5" height="NaN"/>',
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1e309 1"><script>alert(1)</script></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><image xlink:href="http://127.0.0.1:1/x.png" width="10" height="10"/></svg>',
  '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&x;</text></svg>',
  '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&d;&d;&d;&d;</text></svg>',
  '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY % p SYSTEM "http://127.0.0.1:1/x.dtd"> %p;]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><use xlink:href="file:///etc/passwd#x"/><use href="http://127.0.0.1:1/s.svg#x"/><filter id="f"><feImage href="http://127.0.0.1:1/x.png"/></filter></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><style>@import url(http://127.0.0.1:1/a.css); rect { fill: url(http://127.0.0.1:1/p.svg#p) }</style><rect width="10" height="10" style="fill: u\\72l(file:///etc/passwd)"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="http://127.0.0.1:1/"/></foreignObject></svg>',
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${'<g/>'.repeat(20_000)}</svg>`,
  '<svg',
];

const truncated = (bytes: Uint8Array) =>
  fc.integer({ min: 1, max: bytes.length - 1 }).map((length) => bytes.slice(0, length));

/** Bytes sent as an image: a real photo, or anything from nothing to a bitmap whose header lies. */
export const hostileImage = (photo: Uint8Array) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(photo) },
    { weight: 1, arbitrary: fc.constant(new Uint8Array(0)) },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 1024 }) },
    { weight: 3, arbitrary: craftedBmp },
    { weight: 2, arbitrary: craftedPng },
    { weight: 2, arbitrary: junkAfterMagic },
    { weight: 1, arbitrary: photo.length > 8 ? truncated(photo) : fc.constant(photo) },
    { weight: 1, arbitrary: fc.constantFrom(...SVGS).map(text) },
    { weight: 1, arbitrary: hostileString.map(text) },
  );

/** A bitmap with the 12-byte header of OS/2 bitmaps, which the sniffer takes and bmp-ts cannot read. */
export function os2Bitmap(): Uint8Array {
  const bmp = Buffer.alloc(32);
  bmp.write('BM', 0, 'latin1');
  bmp.writeUInt32LE(bmp.length, 2);
  bmp.writeUInt32LE(26, 10);
  bmp.writeUInt32LE(12, 14);
  bmp.writeInt32LE(1, 18);
  bmp.writeInt32LE(1, 22);
  return new Uint8Array(bmp);
}

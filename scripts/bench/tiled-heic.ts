import { readFileSync } from 'node:fs';
import path from 'node:path';

type Box = { type: string; start: number; end: number };

function boxesIn(bytes: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  for (let at = start; at + 8 <= end; at += bytes.readUInt32BE(at)) {
    boxes.push({
      type: bytes.toString('latin1', at + 4, at + 8),
      start: at,
      end: at + bytes.readUInt32BE(at),
    });
  }
  return boxes;
}

const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};
const fullBox = (type: string, version: number, ...payload: Buffer[]) =>
  box(type, Buffer.from([version, 0, 0, 0]), ...payload);
const u16 = (...values: number[]) => Buffer.from(values.flatMap((v) => [v >> 8, v & 255]));
const u32 = (...values: number[]) => {
  const out = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => out.writeUInt32BE(v, i * 4));
  return out;
};

/**
 * A HEIC of `columns` × `rows` tiles, laid out as phones write large photos (a grid image whose tiles are HEVC
 * images of their own), every tile the picture of the test fixture: a 12 MP HEIC with no HEVC encoder at hand.
 * libheif decodes each tile in turn, so decoding it costs what decoding a phone photo of that size costs.
 */
export function tiledHeic(columns: number, rows: number): Buffer {
  const source = readFileSync(path.join(process.cwd(), '__tests__/fixtures/images/room.heic'));
  const meta = boxesIn(source, 0, source.length).find((b) => b.type === 'meta')!;
  const metaChildren = boxesIn(source, meta.start + 12, meta.end);
  const iprp = metaChildren.find((b) => b.type === 'iprp')!;
  const ipco = boxesIn(source, iprp.start + 8, iprp.end).find((b) => b.type === 'ipco')!;
  const properties = boxesIn(source, ipco.start + 8, ipco.end);
  const hvcC = properties.find((b) => b.type === 'hvcC')!;
  const ispe = properties.find((b) => b.type === 'ispe')!;
  const tileWidth = source.readUInt32BE(ispe.start + 12);
  const tileHeight = source.readUInt32BE(ispe.start + 16);
  // Item 1's one extent in the fixture's iloc (version 0, 4-byte offsets and lengths, a 4-byte base offset).
  const iloc = metaChildren.find((b) => b.type === 'iloc')!;
  const tileOffset = source.readUInt32BE(iloc.start + 16 + 10) + source.readUInt32BE(iloc.start + 16 + 4);
  const tileLength = source.readUInt32BE(iloc.start + 16 + 14);
  const hevc = source.subarray(tileOffset, tileOffset + tileLength);

  const tiles = Array.from({ length: columns * rows }, (_, i) => i + 1);
  const grid = tiles.length + 1;
  const ftyp = box('ftyp', Buffer.from('heic'), u32(0), Buffer.from('mif1heic'));
  const hdlr = fullBox('hdlr', 0, u32(0), Buffer.from('pict'), u32(0, 0, 0), Buffer.from([0]));
  const pitm = fullBox('pitm', 0, u16(grid));
  const infe = (id: number, type: string, hidden: boolean) =>
    box('infe', Buffer.from([2, 0, 0, hidden ? 1 : 0]), u16(id, 0), Buffer.from(type), Buffer.from([0]));
  const iinf = fullBox(
    'iinf',
    0,
    u16(grid),
    ...tiles.map((id) => infe(id, 'hvc1', true)),
    infe(grid, 'grid', false),
  );
  const iref = fullBox('iref', 0, box('dimg', u16(grid, tiles.length, ...tiles)));
  const gridData = Buffer.from([0, 0, rows - 1, columns - 1, ...u16(tileWidth * columns, tileHeight * rows)]);
  const ipma = fullBox(
    'ipma',
    0,
    u32(grid),
    ...tiles.map((id) => Buffer.from([...u16(id), 2, 0x81, 0x02])),
    Buffer.from([...u16(grid), 1, 0x03]),
  );
  const iprpBox = box(
    'iprp',
    box(
      'ipco',
      source.subarray(hvcC.start, hvcC.end),
      source.subarray(ispe.start, ispe.end),
      fullBox('ispe', 0, u32(tileWidth * columns, tileHeight * rows)),
    ),
    ipma,
  );
  const idat = box('idat', gridData);
  // iloc version 1 (grid data in idat, construction method 1), 4-byte offsets and lengths. Every tile points at
  // the same HEVC data in mdat, whose offset is known once the meta box around it is.
  const ilocFor = (mdatData: number) =>
    fullBox(
      'iloc',
      1,
      Buffer.from([0x44, 0x00]),
      u16(grid),
      ...tiles.map((id) => Buffer.concat([u16(id, 0, 0, 1), u32(mdatData, hevc.length)])),
      Buffer.concat([u16(grid, 1, 0, 1), u32(0, gridData.length)]),
    );
  const metaFor = (mdatData: number) =>
    fullBox('meta', 0, hdlr, pitm, ilocFor(mdatData), iinf, iref, iprpBox, idat);
  const mdatData = ftyp.length + metaFor(0).length + 8;
  return Buffer.concat([ftyp, metaFor(mdatData), box('mdat', hevc)]);
}

/**
 * Edits to a real HEIC's boxes for the tests (no HEVC encoder is at hand to make new ones): a different declared
 * size, or a rotation property on the primary item. Written for files laid out as phones and libheif write them:
 * ftyp, then meta (whose iloc points into an mdat after it).
 */

type Box = { type: string; at: number; size: number; header: number };

function boxesIn(bytes: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  for (let at = start; at + 8 <= end;) {
    const size = bytes.readUInt32BE(at);
    boxes.push({ type: bytes.toString('latin1', at + 4, at + 8), at, size, header: 8 });
    at += size;
  }
  return boxes;
}

const find = (boxes: Box[], type: string) => {
  const box = boxes.find((b) => b.type === type);
  if (!box) throw new Error(`no ${type} box`);
  return box;
};

/** The same file with every ispe box declaring `width` × `height`: a header that lies about the pixels. */
export function setHeifSize(heic: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(heic);
  const meta = find(boxesIn(out, 0, out.length), 'meta');
  const iprp = find(boxesIn(out, meta.at + 12, meta.at + meta.size), 'iprp');
  const ipco = find(boxesIn(out, iprp.at + 8, iprp.at + iprp.size), 'ipco');
  for (const box of boxesIn(out, ipco.at + 8, ipco.at + ipco.size)) {
    if (box.type !== 'ispe') continue;
    out.writeUInt32BE(width, box.at + 12);
    out.writeUInt32BE(height, box.at + 16);
  }
  return out;
}

/** Adds `delta` to every absolute data offset in an iloc box (construction method 0: offsets into the file). */
function shiftIloc(bytes: Buffer, iloc: Box, delta: number) {
  let at = iloc.at + 8;
  const version = bytes[at]!;
  at += 4;
  const offsetSize = bytes[at]! >> 4;
  const lengthSize = bytes[at]! & 15;
  const baseOffsetSize = bytes[at + 1]! >> 4;
  const indexSize = version >= 1 ? bytes[at + 1]! & 15 : 0;
  at += 2;
  const read = (n: number) =>
    n === 4 ? bytes.readUInt32BE(at) : n === 8 ? Number(bytes.readBigUInt64BE(at)) : 0;
  const write = (n: number, value: number) =>
    n === 4 ? bytes.writeUInt32BE(value, at) : n === 8 ? bytes.writeBigUInt64BE(BigInt(value), at) : 0;
  const items = version < 2 ? bytes.readUInt16BE(at) : bytes.readUInt32BE(at);
  at += version < 2 ? 2 : 4;
  for (let item = 0; item < items; item++) {
    at += version < 2 ? 2 : 4;
    const method = version >= 1 ? bytes.readUInt16BE(at) & 15 : 0;
    if (version >= 1) at += 2;
    at += 2; // data reference index
    const shiftBase = method === 0 && baseOffsetSize > 0;
    if (shiftBase) write(baseOffsetSize, read(baseOffsetSize) + delta);
    at += baseOffsetSize;
    const extents = bytes.readUInt16BE(at);
    at += 2;
    for (let extent = 0; extent < extents; extent++) {
      at += indexSize;
      if (method === 0 && !shiftBase) write(offsetSize, read(offsetSize) + delta);
      at += offsetSize + lengthSize;
    }
  }
}

/** The same file with an irot property (`quarterTurns` × 90° anticlockwise) on its primary image. */
export function addHeifRotation(heic: Buffer, quarterTurns: 1 | 2 | 3): Buffer {
  const top = boxesIn(heic, 0, heic.length);
  const meta = find(top, 'meta');
  const children = boxesIn(heic, meta.at + 12, meta.at + meta.size);
  const primary = heic.readUInt16BE(find(children, 'pitm').at + 12);
  const iprp = find(children, 'iprp');
  const ipco = find(boxesIn(heic, iprp.at + 8, iprp.at + iprp.size), 'ipco');
  const ipma = find(boxesIn(heic, iprp.at + 8, iprp.at + iprp.size), 'ipma');
  const irotIndex = boxesIn(heic, ipco.at + 8, ipco.at + ipco.size).length + 1;
  if (heic[ipma.at + 8] !== 0 || (heic[ipma.at + 11]! & 1) !== 0)
    throw new Error('only ipma v0 with 7-bit indices');

  // ipma, rebuilt with one more (essential) association on the primary item.
  const entries: Buffer[] = [];
  let at = ipma.at + 16;
  for (let i = 0; i < heic.readUInt32BE(ipma.at + 12); i++) {
    const item = heic.readUInt16BE(at);
    const count = heic[at + 2]!;
    const associations = [...heic.subarray(at + 3, at + 3 + count)];
    if (item === primary) associations.push(0x80 | irotIndex);
    entries.push(Buffer.from([item >> 8, item & 255, associations.length, ...associations]));
    at += 3 + count;
  }
  const box = (type: string, payload: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + payload.length);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, payload]);
  };
  const newIpma = box('ipma', Buffer.concat([heic.subarray(ipma.at + 8, ipma.at + 16), ...entries]));
  const irot = box('irot', Buffer.from([quarterTurns]));
  const newIpco = box('ipco', Buffer.concat([heic.subarray(ipco.at + 8, ipco.at + ipco.size), irot]));
  const iprpChildren = boxesIn(heic, iprp.at + 8, iprp.at + iprp.size).map((b) =>
    b.type === 'ipco' ? newIpco : b.type === 'ipma' ? newIpma : heic.subarray(b.at, b.at + b.size),
  );
  const newIprp = box('iprp', Buffer.concat(iprpChildren));
  const metaChildren = children.map((b) =>
    b.type === 'iprp' ? newIprp : Buffer.from(heic.subarray(b.at, b.at + b.size)),
  );
  const newMeta = box('meta', Buffer.concat([heic.subarray(meta.at + 8, meta.at + 12), ...metaChildren]));
  const out = Buffer.concat([heic.subarray(0, meta.at), newMeta, heic.subarray(meta.at + meta.size)]);
  const newChildren = boxesIn(out, meta.at + 12, meta.at + newMeta.length);
  shiftIloc(out, find(newChildren, 'iloc'), newMeta.length - meta.size);
  return out;
}

import '@/lib/server-only';
/** One ISO base media box: its four-letter type and where its payload lies. */
type Box = { type: string; start: number; end: number };

/** The boxes laid end to end in `bytes[start, end)`, stopping at the first one that does not fit. */
function* boxesIn(view: DataView, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return;
    const type = String.fromCharCode(
      view.getUint8(at + 4),
      view.getUint8(at + 5),
      view.getUint8(at + 6),
      view.getUint8(at + 7),
    );
    yield { type, start: at + header, end: at + size };
    at += size;
  }
}

const child = (view: DataView, parent: Box, type: string, skip = 0) =>
  [...boxesIn(view, parent.start + skip, parent.end)].filter((box) => box.type === type);

/**
 * The size a HEIF/HEIC file declares for its primary image, from the image spatial extents (ispe) property that
 * the file's item properties associate with its primary item, turned by its rotation (irot) if any. Read from the
 * boxes alone, without decoding anything, so the pixel cap holds before a decoder starts. Null when the boxes do
 * not say (a damaged file: ispe is mandatory for every image item).
 */
export function readHeifSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const meta = [...boxesIn(view, 0, bytes.length)].find((box) => box.type === 'meta');
    if (!meta) return null;
    // meta, pitm, ipma and the properties are "full boxes": a version byte and three bytes of flags first.
    const pitm = child(view, meta, 'pitm', 4)[0];
    const iprp = child(view, meta, 'iprp', 4)[0];
    if (!pitm || !iprp) return null;
    const primary =
      view.getUint8(pitm.start) === 0 ? view.getUint16(pitm.start + 4) : view.getUint32(pitm.start + 4);
    const ipco = child(view, iprp, 'ipco')[0];
    if (!ipco) return null;
    const properties = [...boxesIn(view, ipco.start, ipco.end)];

    let width = 0;
    let height = 0;
    let quarterTurns = 0;
    for (const ipma of child(view, iprp, 'ipma')) {
      const version = view.getUint8(ipma.start);
      const wideIndex = (view.getUint8(ipma.start + 3) & 1) === 1;
      let at = ipma.start + 4;
      const entries = view.getUint32(at);
      at += 4;
      for (let entry = 0; entry < entries && at < ipma.end; entry++) {
        const item = version < 1 ? view.getUint16(at) : view.getUint32(at);
        at += version < 1 ? 2 : 4;
        const count = view.getUint8(at++);
        for (let i = 0; i < count; i++) {
          // The top bit marks an "essential" property; the rest is a 1-based index into ipco.
          const index = wideIndex ? view.getUint16(at) & 0x7fff : view.getUint8(at) & 0x7f;
          at += wideIndex ? 2 : 1;
          const property = properties[index - 1];
          if (item !== primary || !property) continue;
          if (property.type === 'ispe') {
            width = view.getUint32(property.start + 4);
            height = view.getUint32(property.start + 8);
          } else if (property.type === 'irot') {
            quarterTurns = view.getUint8(property.start) & 3;
          }
        }
      }
    }
    if (!width || !height) return null;
    return quarterTurns % 2 ? { width: height, height: width } : { width, height };
  } catch (error) {
    // A read past the end of a box that claims more than the file holds.
    if (error instanceof RangeError) return null;
    throw error;
  }
}

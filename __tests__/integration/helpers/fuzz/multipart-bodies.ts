import fc from 'fast-check';
import type { ZodType } from 'zod';
import { hostileImage } from './hostile-images';
import { hostileKey, hostileString } from './hostile-values';
import { type JsonNode, toJsonText } from './json-text';
import { type KnownValues, OMIT, nearlyValid, shapedLike } from './nearly-valid';

/** What a multipart route reads: its file fields, and the text fields' schema. */
export type MultipartShape = { files: readonly string[]; fields?: ZodType };

type RawBody = { contentType: string; bytes: Uint8Array };

type Part = { name: string; filename?: string; type?: string; data: Uint8Array };

const text = (value: string) => new Uint8Array(Buffer.from(value, 'utf8'));

const fieldText = (value: JsonNode): string => (typeof value === 'string' ? value : toJsonText(value));

/**
 * A multipart body for a route that reads files: the expected file and text fields, or others, with contents from
 * a real photo to bitmaps with lying headers, and sometimes a broken envelope (no closing boundary, a boundary that
 * does not match the header's, a part without a name).
 */
export function hostileMultipart(
  shape: MultipartShape,
  known: KnownValues & { photo: Uint8Array },
): fc.Arbitrary<RawBody> {
  const fieldShape =
    (shape.fields as unknown as { shape?: Record<string, ZodType> } | undefined)?.shape ?? {};
  const fieldNames = Object.keys(fieldShape);
  const name = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...shape.files, ...fieldNames) },
    { weight: 1, arbitrary: hostileKey.filter((key) => !/["\r\n]/.test(key)) },
  );
  const filePart = fc.record({
    name: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...shape.files) }, { weight: 1, arbitrary: name }),
    filename: fc.constantFrom('room.jpg', 'a.png', '', '../../x.svg', 'x'.repeat(300), '\u00e9.heic'),
    type: fc.constantFrom('image/jpeg', 'image/png', 'application/octet-stream', 'text/html', ''),
    data: hostileImage(known.photo),
  });
  const textPart = name.chain((partName) =>
    (Object.hasOwn(fieldShape, partName)
      ? nearlyValid(fieldShape[partName]!, known, partName)
      : fc.constant<JsonNode>('')
    )
      .chain((value) =>
        value === OMIT
          ? hostileString
          : fc.oneof(
              { weight: 3, arbitrary: fc.constant(fieldText(value)) },
              { weight: 1, arbitrary: hostileString },
            ),
      )
      .map((value): Part => ({ name: partName, data: text(value) })),
  );
  const parts = fc.array(fc.oneof(filePart, textPart), { maxLength: 6 });
  return fc
    .record({
      parts,
      boundary: fc.constantFrom('fuzzboundary', 'x', '-'.repeat(70), 'b o u n d a r y'),
      envelope: fc.constantFrom<Envelope>('whole', 'whole', 'whole', 'unclosed', 'nameless'),
      header: fc.constantFrom('matching', 'matching', 'other boundary', 'no boundary'),
    })
    .map(({ parts, boundary, envelope, header }) => ({
      contentType:
        header === 'no boundary'
          ? 'multipart/form-data'
          : `multipart/form-data; boundary=${boundary.includes(' ') ? `"${boundary}"` : boundary}${header === 'other boundary' ? 'z' : ''}`,
      bytes: multipartBytes(parts, boundary, envelope),
    }));
}

/** What a well-behaved client sends: the photo in the first file field, and text fields shaped as the schema wants. */
export function fittingMultipart(
  shape: MultipartShape,
  known: KnownValues & { photo: Uint8Array },
): fc.Arbitrary<RawBody> {
  const fieldShape =
    (shape.fields as unknown as { shape?: Record<string, ZodType> } | undefined)?.shape ?? {};
  const names = Object.keys(fieldShape);
  return fc.tuple(...names.map((name) => shapedLike(fieldShape[name]!, known, name))).map((values) => {
    const fields = names.flatMap((name, i): Part[] => {
      const value = values[i]!;
      return value === OMIT ? [] : [{ name, data: text(fieldText(value)) }];
    });
    const photo: Part = { name: shape.files[0]!, filename: 'room.png', type: 'image/png', data: known.photo };
    return {
      contentType: 'multipart/form-data; boundary=fuzzboundary',
      bytes: multipartBytes([...fields, photo], 'fuzzboundary', 'whole'),
    };
  });
}

/** The envelope around the parts: as it should be, without its closing boundary, or without field names. */
type Envelope = 'whole' | 'unclosed' | 'nameless';

export function multipartBytes(parts: Part[], boundary: string, envelope: Envelope): Uint8Array {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      envelope === 'nameless'
        ? 'form-data'
        : `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`, 'utf8'));
    chunks.push(Buffer.from(part.data), Buffer.from('\r\n'));
  }
  if (envelope !== 'unclosed') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return new Uint8Array(Buffer.concat(chunks));
}

import fc from 'fast-check';
import { type JsonNode, JsonObject, RawJson } from './json-text';

/*
 * Values a hostile or careless client sends where something sensible was expected. The lists hold what has broken
 * servers before (each with the reason it is there); the generated ones cover what no list foresees.
 */

/**
 * Addresses a URL field may get. Only this machine's or private ones, so the server refuses them before it connects
 * and no test ever resolves or reaches a host elsewhere.
 */
export const LOCAL_URLS = [
  'http://127.0.0.1/room.jpg',
  'http://localhost:1/x',
  'http://[::1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://169.254.169.254/latest/meta-data/',
  'http://10.0.0.1/',
  'http://0.0.0.0:80/',
  'http://2130706433/',
  'http://0x7f.1/',
  'https://127.0.0.1:65535/a?b=c#d',
  'http://user:pass@127.0.0.1/',
  'http://127.0.0.1:99999/',
  'https://[::1',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'ftp://127.0.0.1/',
  'http://',
  'http:/\\127.0.0.1',
];

/** Timestamps JavaScript's Date accepts (or nearly) and PostgreSQL does not, or reads differently. */
const HOSTILE_DATES = [
  '1',
  '0',
  '-1',
  '0000-01-01',
  '0000-01-01T00:00:00.000Z',
  '0001-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999999Z',
  '+275760-09-13T00:00:00.000Z',
  '275760-09-13',
  '-271821-04-20T00:00:00.000Z',
  '+010000-01-01T00:00:00.000Z',
  '2024-02-30T00:00:00.000Z',
  '2024-13-01T00:00:00.000Z',
  '2024-01-01T24:00:00.000Z',
  '2024-01-01T00:00:60.000Z',
  '2024-01-01T00:00:00.0000000001Z',
  '2024-01-01T00:00:00+25:00',
  '2024-01-01',
  '2024-01-01 00:00:00',
  'Mon Jan 01 2024 00:00:00 GMT+0000 (Coordinated Universal Time)',
  'Sat Sep 13 275760 00:00:00 GMT+0000',
  'Invalid Date',
  'infinity',
  '-infinity',
  'epoch',
  'now',
  'today',
  'allballs',
  'J2451187',
  '1e309',
];

/** Ids that look like UUIDs to one parser and not to another. */
const HOSTILE_IDS = [
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-4000-8000-00000000000g',
  '{00000000-0000-4000-8000-000000000000}',
  '00000000000040008000000000000000',
  '00000000-0000-4000-8000-000000000000 ',
  '00000000-0000-4000-8000-0000000000000',
  'urn:uuid:00000000-0000-4000-8000-000000000000',
  'AAAAAAAA-AAAA-4AAA-8AAA-AAAAAAAAAAAA',
  '..',
  '.',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  'a/b',
  'a\\b',
  '%00',
  '1',
  '-1',
  '1e309',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  "' or 1=1 --",
  '$1',
];

const SPECIAL_STRINGS = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '\ufeff',
  '\u202e',
  '\u00a0',
  '\u2028',
  'İ',
  'ß',
  'ﬀ',
  'e\u0301',
  '🏠',
  '\u{10ffff}',
  'null',
  'true',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '1e309',
  '9'.repeat(400),
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '%s%n%x',
  '\\u0000',
  '%00',
  '%ZZ',
  'DELETE',
  'delete',
  'a@b',
  '@',
  'a@[127.0.0.1]',
  `${'a'.repeat(64)}@${'b'.repeat(250)}.com`,
  '"quoted"@example.com',
  'x@example.com\r\nBcc: y@example.com',
  ...HOSTILE_DATES,
  ...HOSTILE_IDS,
  ...LOCAL_URLS,
];

/** One UTF-16 unit or code point, with NUL and unpaired surrogate halves far likelier than chance. */
const hostileChar = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constant('\u0000') },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('/', '\\', '.', '%', '"', "'", '\n', '\u200b', '\ufffd', '\u0085'),
  },
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: hostileChar, maxLength: 40 }) },
  // Longer than any field allows; up to past the 100 KB body limit, where the answer is 413.
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', '\u00e9', '🏠', ' ', '\u0000'), fc.integer({ min: 257, max: 120_000 }))
      .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length))),
  },
);

/** Numbers a JSON parser turns into something else (Infinity, 0, a rounded integer), and doubles of every size. */
const hostileNumber: fc.Arbitrary<JsonNode> = fc.oneof(
  fc.constantFrom<JsonNode>(
    0,
    -1,
    0.5,
    1.5,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e21,
    new RawJson('-0'),
    new RawJson('1e309'),
    new RawJson('-1e309'),
    new RawJson('1e-400'),
    new RawJson('123456789012345678901234567890'),
    new RawJson('2.0'),
    new RawJson('1E+2'),
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Keys that mean something to JavaScript objects, or that no schema expects. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'toString',
      'valueOf',
      'hasOwnProperty',
      '__defineGetter__',
      'then',
      '',
      '\u0000',
      '\ud800',
      'a'.repeat(1000),
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: hostileChar, maxLength: 12 }) },
);

/** JSON text nested deeper than any parser, validator or walker that recurses can follow. */
const deeplyNested: fc.Arbitrary<JsonNode> = fc
  .tuple(fc.constantFrom('array', 'object'), fc.integer({ min: 100, max: 30_000 }))
  .map(([shape, depth]) =>
    shape === 'array'
      ? new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`)
      : new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );

/** Any JSON value, of any type: what arrives where the schema wanted one particular thing. */
export const hostileJson: fc.Arbitrary<JsonNode> = fc.letrec<{ value: JsonNode }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 2, arbitrary: fc.constantFrom<JsonNode>(null, true, false, [], new JsonObject([])) },
    { weight: 3, arbitrary: hostileString },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 1, arbitrary: deeplyNested },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 })
        .map((entries) => new JsonObject(entries)),
    },
  ),
})).value;

/** Page cursors: the base64url JSON our own cursors are, around timestamps and ids PostgreSQL may refuse. */
export const hostileCursor: fc.Arbitrary<string> = fc.oneof(
  fc
    .record({
      createdAt: fc.oneof(
        fc.constantFrom(...HOSTILE_DATES),
        fc.date().map((date) => (Number.isNaN(date.getTime()) ? 'Invalid Date' : date.toString())),
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        hostileString,
      ),
      id: fc.oneof(fc.uuid(), fc.constantFrom(...HOSTILE_IDS)),
    })
    .map((cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url')),
  fc.constantFrom('', '=', '!!!', 'e30', 'bnVsbA', 'W10', 'IiI', 'MQ', 'eyJfX3Byb3RvX18iOnt9fQ'),
  hostileString,
);

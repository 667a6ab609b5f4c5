import fc from 'fast-check';
import type { ZodType } from 'zod';
import type { AccessKind, Method } from '../route-table';
import { fittingMultipart, hostileMultipart } from './multipart-bodies';
import { hostileCursor, hostileJson, hostileKey, hostileString } from './hostile-values';
import { type JsonNode, toJsonText } from './json-text';
import { type KnownValues, OMIT, nearlyValid, shapedLike } from './nearly-valid';
import type { RouteShape } from './route-shapes';

/**
 * Who sends it. The symbolic ones get their live credentials when the request is sent (a fresh session each time,
 * so a sign-out or password change in one run cannot lock out the next); `forged` carries its credentials in
 * `headers` already.
 */
export type Identity = 'anonymous' | 'user' | 'userBearer' | 'visitor' | 'apiKey' | 'forged';

export type HostileRequest = {
  identity: Identity;
  method: Method;
  /** Dynamic path segments, as Next hands them to the route (`id` a string, a catch-all an array). */
  params: Record<string, string | string[]>;
  /** The query string as sent. */
  search: string;
  headers: Record<string, string>;
  /** Header values fetch will not send (control characters), put on the request after parsing. */
  patchedHeaders: Record<string, string>;
  body?: { contentType?: string; bytes: string | Uint8Array };
};

export type Target = { route: string; method: Method; access: AccessKind; shape: RouteShape };

export type KnownForFuzz = KnownValues & {
  photo: Uint8Array;
  /** Keys of stored files, as `/api/files/[...key]` takes them. */
  fileKeys: readonly string[][];
};

/** Who calls, by the method's access kind: mostly someone who gets past the door, so the code behind it runs. */
const IDENTITY_WEIGHTS: Record<AccessKind, Partial<Record<Identity, number>>> = {
  session: { user: 7, userBearer: 1, anonymous: 1, apiKey: 1, forged: 2 },
  apiKey: { apiKey: 7, user: 1, anonymous: 1, forged: 2 },
  none: { anonymous: 3, user: 2, visitor: 3, apiKey: 1, forged: 2 },
  webhook: { anonymous: 4, user: 1, forged: 1 },
};

const AUTHORIZATIONS = [
  'Bearer',
  'Bearer ',
  'Bearer  ',
  'bearer rc_live_',
  `Bearer rc_live_${'A'.repeat(43)}`,
  `Bearer rc_live_${'A'.repeat(42)}=`,
  `BEARER rc_live_${'-'.repeat(43)}`,
  `Bearer ${'a'.repeat(8000)}`,
  `Bearer rc_live_${'\u00ff'.repeat(43)}`,
  'Bearer a b',
  'Bearer\tx',
  'Bearer eyJhbGciOiJub25lIn0.eyJzaWQiOiJ4Iiwic3ViIjoieCJ9.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.e30.AAAA',
  'Bearer ..',
  'Bearer \u0000',
  `Bearer rc_live_${'A'.repeat(21)}\u0000${'A'.repeat(21)}`,
  'Bearer \u00e9\u0001',
  'Basic dXNlcjpwYXNzd29yZA==',
  'Token abc',
  '',
];

const COOKIES = [
  'rc_session=%00',
  'rc_session=%E0%A4%A',
  'rc_session=%ff%fe',
  'rc_session=%ED%A0%80',
  `rc_session=${'a'.repeat(7000)}`,
  'rc_session=; rc_session=x',
  'rc_session="quoted"',
  'rc_session=\u00e9',
  'rc_trial=%00',
  `rc_trial=${'x'.repeat(100)}`,
  `rc_trial=${'x'.repeat(101)}`,
  'rc_trial=%D8%00',
  'rc_ref=%00',
  `rc_ref=${'r'.repeat(3000)}`,
  '=;;=',
  ';',
  '__proto__=x',
  'constructor=1; toString=2; hasOwnProperty=3',
  'rc_session=\u0000',
];

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'application/json; charset=utf-16le',
  'application/json; charset=bogus',
  'application/json;charset="utf-8"',
  'APPLICATION/JSON',
  'application/json;',
  'application/json, text/plain',
  'application/ld+json',
  'application/merge-patch+json',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=fuzzboundary',
  'application/octet-stream',
  'image/png',
  'text/html',
  '*/*',
  ';;',
  '',
];

const RAW_BODIES: (string | Uint8Array)[] = [
  '',
  ' ',
  '{',
  '{"a":',
  '}',
  'null',
  '[]',
  '""',
  '1e309',
  '-0',
  'true',
  '\ufeff{}',
  '{}garbage',
  '{"a":1}{"b":2}',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}',
  "{'single':'quotes'}",
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":undefined}',
  '{"a":1,}',
  'a=1&b=2&a=3',
  'name=%00&email=%ED%A0%80',
  '<?xml version="1.0"?><a/>',
  new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
  new Uint8Array([0xc3, 0x28, 0xa0, 0xa1]),
  new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0x00]),
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
];

/**
 * Node answers a request whose headers pass 16 KB with a bare 431 before any route sees it, so the longest extra
 * headers are dropped until the rest (with room for the live credentials added later) stay well within that.
 */
function withinHeaderLimit(headers: Record<string, string>): void {
  const size = () =>
    Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  while (size() > 12_000) {
    const [longest] = Object.entries(headers).sort(([, a], [, b]) => b.length - a.length)[0]!;
    delete headers[longest];
  }
}

/** A header value as Node hands it to the app: UTF-8 bytes read as Latin-1. */
const asReceived = (value: string) => Buffer.from(value, 'utf8').toString('latin1');

/** fetch refuses NUL, CR, LF and other control characters, and trims surrounding white space. */
const sendable = (value: string) =>
  /^[\x21-\x7e\x80-\xff]([\t\x20-\x7e\x80-\xff]*[\x21-\x7e\x80-\xff])?$/.test(value);

const headerValue = fc.oneof(
  { weight: 1, arbitrary: hostileString.filter((value) => value.length < 4000).map(asReceived) },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)),
      maxLength: 40,
    }),
  },
);

/** Headers that change how a request is read: where it came from, its encoding, its identity. */
const HEADERS: Record<string, fc.Arbitrary<string>> = {
  'x-forwarded-for': fc.oneof(
    fc.ipV4(),
    fc.ipV6(),
    fc.constantFrom('', ',', 'unknown', '127.0.0.1, 10.0.0.1', 'a'.repeat(300), '%00', '[::1]:80'),
    headerValue,
  ),
  'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'same-site', 'none', 'bogus'),
  origin: fc.constantFrom('null', 'https://evil.example', 'http://', '::', 'http://localhost'),
  'idempotency-key': fc.oneof(fc.uuid(), fc.constantFrom('', 'x'.repeat(300)), headerValue),
  'content-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'x-bogus'),
  'accept-language': headerValue,
  'user-agent': fc.oneof(fc.constant('A'.repeat(6000)), headerValue),
  'x-http-method-override': fc.constantFrom('DELETE', 'PUT', 'GET'),
  'stripe-signature': fc.oneof(
    fc.constantFrom(
      '',
      't=1,v1=bad',
      't=,v1=',
      't=1e309,v1=00',
      `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    ),
    headerValue,
  ),
  'webhook-id': fc.oneof(fc.constantFrom('msg_1', ''), headerValue),
  'webhook-timestamp': fc.oneof(
    fc.constantFrom('1', '', '1e309', '-1', '99999999999999999999', String(Math.floor(Date.now() / 1000))),
    headerValue,
  ),
  'webhook-signature': fc.oneof(
    fc.constantFrom('v1,bad', 'v1,', 'v1a,AAAA', 'v1,!!!!', `v1,${'A'.repeat(44)}`, 'v1,AAAA v1,BBBB', ','),
    headerValue,
  ),
};

/** A few of those headers at a time. */
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
  .subarray(Object.keys(HEADERS), { minLength: 1, maxLength: 3 })
  .chain((names) =>
    fc
      .tuple(...names.map((name) => HEADERS[name]!))
      .map((values) => Object.fromEntries(names.map((name, i) => [name, values[i]!]))),
  );

/** One value of a query parameter as text, from whatever the schema-shaped generator made. */
const queryText = (node: JsonNode): string => (typeof node === 'string' ? node : toJsonText(node));

/** Percent-encodes every byte of the UTF-8 form (encodeURIComponent throws on an unpaired surrogate). */
const encode = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');

function valueFor(key: string, schema: ZodType | undefined, known: KnownForFuzz): fc.Arbitrary<string> {
  if (key === 'cursor') return hostileCursor;
  if (!schema) return hostileString;
  return nearlyValid(schema, known, key).map((node) => (node === OMIT ? '' : queryText(node)));
}

/** A value for a query parameter that fits its schema, or none at all. */
function fittingValueFor(key: string, schema: ZodType, known: KnownForFuzz): fc.Arbitrary<string | null> {
  return shapedLike(schema, known, key).map((node) => (node === OMIT ? null : queryText(node)));
}

const queryShape = (target: Target) =>
  (target.shape.query as unknown as { shape?: Record<string, ZodType> } | undefined)?.shape ?? {};

function dynamicSegments(route: string): { single: string[]; catchAll: string[] } {
  const names = [...route.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)];
  return {
    single: names.filter((m) => !m[1]).map((m) => m[2]!),
    catchAll: names.filter((m) => m[1]).map((m) => m[2]!),
  };
}

function paramsFor(
  target: Target,
  known: KnownForFuzz,
  hostile: boolean,
): fc.Arbitrary<Record<string, string | string[]>> {
  const shape = queryShape(target);
  const { single, catchAll } = dynamicSegments(target.route);
  const segment = (name: string): fc.Arbitrary<string> =>
    hostile || !shape[name]
      ? valueFor(name, shape[name], known)
      : fittingValueFor(name, shape[name], known).map((value) => value ?? '');
  const path = hostile
    ? fc.oneof(
        fc.constantFrom(...known.fileKeys),
        fc.array(fc.oneof(hostileString, fc.constantFrom(...known.ids)), { minLength: 1, maxLength: 6 }),
      )
    : fc.constantFrom(...known.fileKeys);
  const entries: [string, fc.Arbitrary<string | string[]>][] = [
    ...single.map((name): [string, fc.Arbitrary<string>] => [name, segment(name)]),
    ...catchAll.map((name): [string, fc.Arbitrary<string[]>] => [name, path]),
  ];
  return fc
    .tuple(...entries.map(([, arbitrary]) => arbitrary))
    .map((values) => Object.fromEntries(entries.map(([name], i) => [name, values[i]!])));
}

/** The query string: the route's own parameters (fitting, hostile, repeated) and some it never reads. */
function searchFor(target: Target, known: KnownForFuzz, hostile: boolean): fc.Arbitrary<string> {
  const shape = queryShape(target);
  const { single, catchAll } = dynamicSegments(target.route);
  const keys = Object.keys(shape).filter((key) => !single.includes(key) && !catchAll.includes(key));
  const own = keys.map((key) =>
    hostile
      ? fc.oneof(
          { weight: 2, arbitrary: fc.constant<[string, string][]>([]) },
          {
            weight: 4,
            arbitrary: valueFor(key, shape[key], known).map((value): [string, string][] => [[key, value]]),
          },
          {
            weight: 1,
            arbitrary: fc
              .array(valueFor(key, shape[key], known), { minLength: 2, maxLength: 3 })
              .map((values) => values.map((value): [string, string] => [key, value])),
          },
        )
      : key === 'cursor'
        ? fc.constant<[string, string][]>([])
        : fittingValueFor(key, shape[key]!, known).map((value): [string, string][] =>
            value === null ? [] : [[key, value]],
          ),
  );
  const junk = hostile
    ? fc.array(
        fc.tuple(fc.oneof(hostileKey, fc.constantFrom('id', 'key', 'limit', 'cursor')), hostileString),
        {
          maxLength: 2,
        },
      )
    : fc.constant([]);
  const raw = hostile
    ? fc.constantFrom('', '', '&', '%', '%ZZ', 'a=%C0%AF', '=x', 'a[b]=1', 'a=1&a', '%00=%00')
    : fc.constant('');
  return fc.tuple(fc.tuple(...own), junk, raw).map(([ownPairs, junkPairs, tail]) => {
    const pairs = [...ownPairs.flat(), ...junkPairs].map(([key, value]) => `${encode(key)}=${encode(value)}`);
    const query = [...pairs, ...(tail ? [tail] : [])].join('&');
    return query ? `?${query}` : '';
  });
}

function bodyFor(
  target: Target,
  known: KnownForFuzz,
  hostile: boolean,
): fc.Arbitrary<HostileRequest['body']> {
  const { shape } = target;
  // fetch sends no body with a GET.
  if (target.method === 'GET') return fc.constant(undefined);
  if (!hostile) {
    if (shape.multipart && (!shape.body || target.method === 'POST')) {
      const multipart = fittingMultipart(shape.multipart, known);
      if (!shape.body) return multipart;
      return fc.oneof(multipart, fittingJson(shape.body, known));
    }
    return shape.body ? fittingJson(shape.body, known) : fc.constant(undefined);
  }
  const jsonType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  );
  const json = fc
    .record({
      node: shape.body ? nearlyValid(shape.body, known) : hostileJson,
      contentType: jsonType,
    })
    .map(({ node, contentType }) => ({ contentType, bytes: node === OMIT ? '' : toJsonText(node) }));
  const multipart = hostileMultipart(shape.multipart ?? { files: ['file'] }, known);
  const raw = fc.record({
    contentType: fc.oneof(fc.constant('application/json'), fc.constantFrom(...CONTENT_TYPES)),
    bytes: fc.oneof(fc.constantFrom(...RAW_BODIES), hostileString),
  });
  return fc.oneof(
    { weight: shape.body ? 6 : 2, arbitrary: json },
    { weight: shape.multipart ? 6 : 1, arbitrary: multipart },
    { weight: 2, arbitrary: raw },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const fittingJson = (schema: ZodType, known: KnownForFuzz) =>
  shapedLike(schema, known).map((node) => ({
    contentType: 'application/json',
    bytes: node === OMIT ? '' : toJsonText(node),
  }));

/** The caller a route is made for; a hostile caller is anyone, with forged credentials now and then. */
function identityFor(access: AccessKind, hostile: boolean): fc.Arbitrary<Identity> {
  if (!hostile) {
    return access === 'session'
      ? fc.constant('user')
      : access === 'apiKey'
        ? fc.constant('apiKey')
        : fc.constantFrom<Identity>('anonymous', 'user', 'visitor', 'visitor');
  }
  return fc.oneof(
    ...Object.entries(IDENTITY_WEIGHTS[access]).map(([identity, weight]) => ({
      weight: weight!,
      arbitrary: fc.constant(identity as Identity),
    })),
  );
}

const forgedCredentials = fc.record(
  { authorization: fc.constantFrom(...AUTHORIZATIONS), cookie: fc.constantFrom(...COOKIES) },
  { requiredKeys: [] },
);

const ASPECTS = ['caller', 'params', 'query', 'headers', 'body'] as const;
type Aspect = (typeof ASPECTS)[number];

/**
 * Which parts of a request are hostile. Mostly one or two, the rest as the route expects, so each hostile part
 * gets past the checks of the others and reaches the code behind them; now and then none, which runs the routes'
 * successful paths among the rest.
 */
const hostileAspects: fc.Arbitrary<readonly Aspect[]> = fc.oneof(
  { weight: 1, arbitrary: fc.constant([]) },
  { weight: 6, arbitrary: fc.constantFrom(...ASPECTS).map((aspect) => [aspect]) },
  { weight: 3, arbitrary: fc.subarray([...ASPECTS], { minLength: 2 }) },
);

/** A request to one method of one route, hostile in some of its parts, and printed briefly when it fails. */
export function hostileRequest(target: Target, known: KnownForFuzz): fc.Arbitrary<HostileRequest> {
  return hostileAspects
    .chain((aspects) => {
      const hostile = (aspect: Aspect) => aspects.includes(aspect);
      return fc.record({
        identity: identityFor(target.access, hostile('caller')),
        forged: hostile('caller') ? forgedCredentials : fc.constant({}),
        params: paramsFor(target, known, hostile('params')),
        search: searchFor(target, known, hostile('query')),
        extra: hostile('headers') ? extraHeaders : fc.constant({}),
        body: bodyFor(target, known, hostile('body')),
      });
    })
    .map(({ identity, params, search, extra, forged, body }) => {
      const all: Record<string, string> = { ...extra, ...(identity === 'forged' ? forged : {}) };
      if (body?.contentType !== undefined) all['content-type'] = body.contentType;
      withinHeaderLimit(all);
      const headers: Record<string, string> = {};
      const patchedHeaders: Record<string, string> = {};
      for (const [name, value] of Object.entries(all)) {
        // fetch sends an empty value as it is, but refuses one with control characters or padding.
        if (value === '' || sendable(value)) headers[name] = value;
        else patchedHeaders[name] = value;
      }
      const request: HostileRequest = {
        identity,
        method: target.method,
        params,
        search,
        headers,
        patchedHeaders,
        body,
      };
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}

/** The request in a few lines, long values cut, so a failure report stays readable. */
export function describeRequest(request: HostileRequest): string {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  const body = request.body?.bytes;
  const bodyText =
    body === undefined
      ? 'none'
      : typeof body === 'string'
        ? cut(JSON.stringify(body))
        : `${body.length} bytes: ${cut(JSON.stringify(Buffer.from(body.subarray(0, 300)).toString('latin1')))}`;
  return [
    `${request.method} as ${request.identity}, query ${cut(JSON.stringify(request.search))}`,
    `params ${cut(JSON.stringify(request.params))}`,
    `headers ${cut(JSON.stringify(request.headers))}, patched in ${cut(JSON.stringify(request.patchedHeaders))}`,
    `body ${bodyText}`,
  ].join('\n  ');
}

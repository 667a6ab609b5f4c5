import fc from 'fast-check';
import type { ZodType } from 'zod';
import { LOCAL_URLS, hostileJson, hostileKey, hostileString } from './hostile-values';
import { type JsonNode, JsonObject } from './json-text';

/*
 * Input shaped like what a route's zod schema takes, with hostile values mixed in at every level: most fields fit,
 * some do not, and objects carry keys nobody asked for. Mostly-valid input gets past validation into the code
 * behind it, which is where a 500 hides. No published zod-to-fast-check bridge supports zod 4, so this reads the
 * schema's definition itself, for the kinds of schema our routes use; anything else gets any JSON at all.
 */

/**
 * Values that mean something to the server, so that input can name real things: ids of rows in the test's database
 * (the caller's own or others'), and for some fields (by their path, such as `tool` or `price.id`) the catalogue's
 * choices, which schemas leave to the code after them.
 */
export type KnownValues = { ids: readonly string[]; choices: Readonly<Record<string, readonly string[]>> };

/** A key left out of its object. */
export const OMIT = Symbol('omit');
type Node = JsonNode | typeof OMIT;

type Def = {
  type: string;
  format?: string;
  innerType?: ZodType;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  options?: ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: ZodType;
  out?: ZodType;
  left?: ZodType;
  valueType?: ZodType;
  items?: ZodType[];
  getter?: () => ZodType;
};

const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Bounds zod 4 exposes on string and number schemas. */
type Bounds = {
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
};

/** How often a field gets a hostile value instead of one that fits: one in `1 + FIT_WEIGHT`. */
const FIT_WEIGHT = 4;

/** A value for `schema`, usually fitting it, sometimes not, at every depth. */
export function nearlyValid(schema: ZodType, known: KnownValues, path = ''): fc.Arbitrary<Node> {
  return fc.oneof(
    { weight: FIT_WEIGHT, arbitrary: fitting(schema, known, true, path) },
    { weight: 1, arbitrary: hostileJson },
  );
}

/**
 * A value of the schema's own type and shape (as far as its definition tells: refinements aside), so that a request
 * hostile elsewhere gets this far.
 */
export function shapedLike(schema: ZodType, known: KnownValues, path = ''): fc.Arbitrary<Node> {
  return fitting(schema, known, false, path);
}

/** A value of the schema's own type; with `hostile`, its parts are `nearlyValid`, so hostility reaches every depth. */
function fitting(schema: ZodType, known: KnownValues, hostile: boolean, path: string): fc.Arbitrary<Node> {
  const def = defOf(schema);
  const part = (inner: ZodType, at = path) =>
    hostile ? nearlyValid(inner, known, at) : fitting(inner, known, false, at);
  const same = (inner: ZodType) => fitting(inner, known, hostile, path);
  switch (def.type) {
    case 'object':
      return objectOf(def.shape ?? {}, (inner, key) => part(inner, path ? `${path}.${key}` : key), hostile);
    case 'string':
      if (Object.hasOwn(known.choices, path)) return fc.constantFrom(...known.choices[path]!);
      return stringFor(def.format, schema as unknown as Bounds, known, hostile);
    case 'number':
      return numberFor(schema as unknown as Bounds);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: 'none' }));
    case 'literal':
      return fc.constantFrom(...((def.values ?? [null]) as JsonNode[]));
    case 'null':
      return fc.constant(null);
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.oneof(fc.constant(OMIT), part(def.innerType!));
    case 'nullable':
      return fc.oneof(fc.constant(null), part(def.innerType!));
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return same(def.innerType!);
    case 'pipe':
      // `.pipe(z.email())` says more than the string before it; a `.transform()` says nothing of its input.
      return same(defOf(def.out!).type === 'transform' ? def.in! : def.out!);
    case 'intersection':
      return same(def.left!);
    case 'lazy':
      return same(def.getter!());
    case 'union':
      return fc.oneof(...(def.options ?? []).map(same));
    case 'array':
      return fc.array(part(def.element!), { maxLength: 5 }).map(present);
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((item) => part(item))).map(present);
    case 'record': {
      const key = hostile ? fc.oneof(fc.string({ maxLength: 8 }), hostileKey) : fc.string({ maxLength: 8 });
      return fc.array(fc.tuple(key, part(def.valueType!)), { maxLength: 4 }).map(objectFrom);
    }
    default:
      return hostileJson;
  }
}

function objectOf(
  shape: Record<string, ZodType>,
  part: (inner: ZodType, key: string) => fc.Arbitrary<Node>,
  hostile: boolean,
): fc.Arbitrary<Node> {
  const keys = Object.keys(shape);
  const fields = fc.tuple(...keys.map((key) => part(shape[key]!, key)));
  // Unasked-for keys: prototype names, junk, and the schema's own keys again (the last of a repeated key wins).
  const extra = fc.array(fc.tuple(fc.oneof(hostileKey, fc.constantFrom(...keys, 'x')), hostileJson), {
    maxLength: 2,
  });
  return fc
    .tuple(
      fields,
      hostile
        ? fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: extra })
        : fc.constant([]),
    )
    .map(([values, more]) => objectFrom([...keys.map((key, i) => [key, values[i]!] as const), ...more]));
}

function stringFor(
  format: string | undefined,
  bounds: Bounds,
  known: KnownValues,
  hostile: boolean,
): fc.Arbitrary<string> {
  switch (format) {
    case 'uuid':
    case 'guid':
      return fc.oneof(fc.constantFrom(...known.ids), fc.uuid());
    case 'email':
      // fast-check's addresses follow the RFC, which allows far more than zod (or anyone's mail form) does.
      return fc.oneof(
        { weight: 4, arbitrary: fc.nat().map((n) => `fuzz-${n}@example.com`) },
        { weight: 1, arbitrary: fc.emailAddress() },
      );
    case 'url':
      return fc.constantFrom(...LOCAL_URLS);
    case 'datetime':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    default: {
      const minLength = bounds.minLength ?? 0;
      const maxLength = Math.min(bounds.maxLength ?? 40, Math.max(minLength, 40));
      const plain = fc.string({ minLength, maxLength });
      return hostile
        ? fc.oneof({ weight: 3, arbitrary: plain }, { weight: 1, arbitrary: hostileString })
        : plain;
    }
  }
}

function numberFor(bounds: Bounds): fc.Arbitrary<number> {
  const min = Math.max(bounds.minValue ?? -1e6, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(bounds.maxValue ?? 1e6, Number.MAX_SAFE_INTEGER);
  // An unbounded integer field is where a value past PostgreSQL's integer lands.
  const edges = fc.constantFrom(min, max, 0, 2 ** 31, 2 ** 53 - 1).filter((n) => n >= min && n <= max);
  const inRange = bounds.isInt
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ weight: 3, arbitrary: inRange }, { weight: 1, arbitrary: edges });
}

/** An object of the entries whose value was not left out. */
const objectFrom = (entries: readonly (readonly [string, Node])[]) =>
  new JsonObject(entries.filter((entry): entry is readonly [string, JsonNode] => entry[1] !== OMIT));

/** An omitted item in an array or tuple is sent as null, as JSON.stringify would. */
const present = (items: Node[]): JsonNode[] => items.map((item) => (item === OMIT ? null : item));

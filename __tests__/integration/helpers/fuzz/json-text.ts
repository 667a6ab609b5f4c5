/**
 * A JSON value as a client can write it, which is more than a JavaScript value can hold: numbers past a double
 * (`1e309` parses as Infinity), `-0`, nesting deeper than any object we would build, and keys such as `__proto__`
 * that an object literal would turn into a prototype instead of a key.
 */
export type JsonNode = null | boolean | number | string | JsonNode[] | JsonObject | RawJson;

/** An object as its entries, in order, repeated keys and `__proto__` included. */
export class JsonObject {
  constructor(readonly entries: readonly (readonly [string, JsonNode])[]) {}
}

/** JSON text sent exactly as written. */
export class RawJson {
  constructor(readonly text: string) {}
}

export function toJsonText(node: JsonNode): string {
  if (node instanceof RawJson) return node.text;
  if (node instanceof JsonObject) {
    return `{${node.entries.map(([key, value]) => `${JSON.stringify(key)}:${toJsonText(value)}`).join(',')}}`;
  }
  if (Array.isArray(node)) return `[${node.map(toJsonText).join(',')}]`;
  return JSON.stringify(node);
}

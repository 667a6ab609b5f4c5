/**
 * The translation function the site uses, without a library: a key's text in one language's namespaces, with what
 * the texts in `locales/` use and nothing else: `{{name}}` interpolation (no escaping: React escapes), plurals by
 * `Intl.PluralRules` with i18next's suffixes (`_zero` when the count is 0 and the key has it, else `_one`, `_few`,
 * `_many`, … falling back to `_other`), the `ns` option and `ns:key`, `defaultValue` and `returnObjects`. A key
 * missing everywhere is returned as it is (what i18next did), so the gap shows rather than an empty space.
 */

export type TranslationTree = { [key: string]: unknown };
/** One language's namespaces: `{ common: {...}, site: {...} }`. */
export type Namespaces = Record<string, TranslationTree | undefined>;

export type TOptions = {
  ns?: string;
  // A formatted count (a string) is only interpolated, as i18next did: no plural form is picked by it.
  count?: number | string;
  defaultValue?: unknown;
  returnObjects?: boolean;
  [value: string]: unknown;
};

export type TFunction = {
  (key: string, options?: TOptions & { returnObjects?: false }): string;
  <T = unknown>(key: string, options: TOptions & { returnObjects: true }): T;
};

function lookUp(tree: TranslationTree | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as TranslationTree)[part];
  }
  return node;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function interpolate(text: string, values: TOptions): string {
  return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/**
 * The `t` of one language. `namespaces` is read on every call, so a `t` kept by a callback sees a namespace that
 * arrived after it was made (the error texts, loaded when a request first fails).
 */
export function createT(language: string, defaultNs: string, namespaces: () => Namespaces): TFunction {
  function t(fullKey: string, options: TOptions = {}): unknown {
    let ns = options.ns ?? defaultNs;
    let key = fullKey;
    const colon = fullKey.indexOf(':');
    if (colon > 0 && options.ns === undefined) {
      ns = fullKey.slice(0, colon);
      key = fullKey.slice(colon + 1);
    }
    const tree = namespaces()[ns];
    let found: unknown;
    if (typeof options.count === 'number') {
      const { count } = options;
      const suffixes = [...(count === 0 ? ['_zero'] : []), `_${pluralCategory(language, count)}`, '_other'];
      for (const suffix of suffixes) {
        found = lookUp(tree, key + suffix);
        if (found !== undefined) break;
      }
    }
    if (found === undefined) found = lookUp(tree, key);
    if (found === undefined || (typeof found === 'object' && !options.returnObjects)) {
      found = options.defaultValue;
      if (found === undefined) {
        // A page whose props lack a text it shows (translationProps names what each page sends): say so where the
        // tests and the crawl of every page look, the browser's console.
        if (typeof window !== 'undefined') console.error(`Missing text ${ns}:${key} (${language})`);
        return key;
      }
    }
    return typeof found === 'string' ? interpolate(found, options) : found;
  }
  return t as TFunction;
}

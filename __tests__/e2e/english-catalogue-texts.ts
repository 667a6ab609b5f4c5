import { readFileSync } from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | string[] | Tree };

const read = (locale: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'locales', locale, `${namespace}.json`), 'utf8')) as Tree;

const values = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : Array.isArray(value) ? value : values(value),
  );

/** The catalogue's and the plans' texts in a language: names, descriptions, allowances and perks. */
function catalogueTexts(locale: string): string[] {
  const catalog = read(locale, 'catalog');
  const pick = (group: string, fields: string[]) =>
    Object.values(catalog[group] as Record<string, Record<string, string>>).flatMap((entry) =>
      fields.map((field) => entry[field]!),
    );
  return [
    ...pick('tools', ['name', 'description']),
    ...pick('rooms', ['name']),
    ...pick('styles', ['name', 'description']),
    ...values(read(locale, 'common').plans as Tree),
  ];
}

/**
 * The English catalogue and plan texts that must not show on a page in `locale`. A word the language writes as
 * English does ("Japandi", "Vintage", German "Modern") is its own translation too, so it is not counted; plan names
 * and the brand are not in the list at all.
 */
export function englishCatalogueTexts(locale: string): string[] {
  const own = new Set(catalogueTexts(locale));
  return [...new Set(catalogueTexts('en'))].filter((text) => !own.has(text));
}

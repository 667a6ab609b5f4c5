import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };

const LOCALES = path.join(process.cwd(), 'locales');
const NAMESPACES = readdirSync(path.join(LOCALES, 'en')).filter((file) => file.endsWith('.json'));
const read = (locale: string, file: string) =>
  JSON.parse(readFileSync(path.join(LOCALES, locale, file), 'utf8')) as Tree;

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : entries(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();

describe.each(['es', 'fr', 'de'])('locale %s', (locale) => {
  it('has every namespace English has and no other', () => {
    expect(readdirSync(path.join(LOCALES, locale)).sort()).toEqual([...NAMESPACES].sort());
  });
});

/** Words these languages write as English does: anything else left in English is an untranslated copy. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  es: ['Industrial', 'Japandi', 'Vintage', 'Webhooks'],
  fr: ['Japandi', 'Vintage', 'Webhooks'],
  de: ['Redesign', 'Modern', 'Industrial', 'Japandi', 'Vintage', 'Webhooks'],
};

describe.each(['es', 'fr', 'de'])('the catalogue and the plans in %s', (locale) => {
  it('are translated, not English copies', () => {
    const catalogue = (tree: Tree) => [
      ...entries(tree.catalog as Tree),
      ...entries((tree.common as Tree).plans as Tree),
    ];
    const both = (l: string) => ({ catalog: read(l, 'catalog.json'), common: read(l, 'common.json') });
    const english = new Map(catalogue(both('en')));
    const copies = catalogue(both(locale)).filter(
      ([key, text]) => english.get(key) === text && !SAME_AS_ENGLISH[locale]!.includes(text),
    );
    expect(copies).toEqual([]);
  });
});

describe.each(['es', 'fr', 'de'].flatMap((locale) => NAMESPACES.map((file) => [locale, file])))(
  'locale %s, %s',
  (locale, file) => {
    const en = read('en', file);
    const translated = read(locale, file);

    it('has every English key and no other', () => {
      expect(
        entries(translated)
          .map(([k]) => k)
          .sort(),
      ).toEqual(
        entries(en)
          .map(([k]) => k)
          .sort(),
      );
    });

    it('keeps every interpolation placeholder and leaves nothing empty', () => {
      const texts = new Map(entries(translated));
      for (const [key, text] of entries(en)) {
        expect([key, placeholders(texts.get(key) ?? '')]).toEqual([key, placeholders(text)]);
        expect([key, (texts.get(key) ?? '').trim().length > 0]).toEqual([key, true]);
      }
    });
  },
);

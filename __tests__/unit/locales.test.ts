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

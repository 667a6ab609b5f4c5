import { describe, expect, it } from '@jest/globals';
import de from '@/locales/de/common.json';
import en from '@/locales/en/common.json';
import es from '@/locales/es/common.json';
import fr from '@/locales/fr/common.json';

type Tree = { [key: string]: string | Tree };

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : entries(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();

describe.each([
  ['es', es],
  ['fr', fr],
  ['de', de],
])('locale %s', (_name, locale) => {
  it('has every English key and no other', () => {
    expect(
      entries(locale)
        .map(([k]) => k)
        .sort(),
    ).toEqual(
      entries(en)
        .map(([k]) => k)
        .sort(),
    );
  });

  it('keeps every interpolation placeholder and leaves nothing empty', () => {
    const translated = new Map(entries(locale));
    for (const [key, text] of entries(en)) {
      expect([key, placeholders(translated.get(key) ?? '')]).toEqual([key, placeholders(text)]);
      expect([key, (translated.get(key) ?? '').trim().length > 0]).toEqual([key, true]);
    }
  });
});

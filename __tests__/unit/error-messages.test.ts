import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CATALOG, ERROR_CODES } from '@/lib/api/error-catalog';

type Messages = { codes: Record<string, string>; unknown: string };
const read = (locale: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'locales', locale, 'errors.json'), 'utf8')) as Messages;
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]!);

describe.each(['en', 'es', 'fr', 'de'])('the %s error messages', (locale) => {
  const messages = read(locale);

  it('have a message for every catalogue code and for no other', () => {
    expect(Object.keys(messages.codes).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES)
      expect([code, messages.codes[code]!.trim().length > 0]).toEqual([code, true]);
  });

  it('name only values the error carries', () => {
    for (const code of ERROR_CODES) {
      // The catalogue's description names what a code's error carries; the field at fault and a 500's reference
      // travel beside it.
      const carried = [...placeholders(ERROR_CATALOG[code].description), 'field', 'reference'];
      for (const name of placeholders(messages.codes[code]!))
        expect([code, carried]).toEqual([code, expect.arrayContaining([name])]);
    }
  });
});

describe('the translations', () => {
  it('are translated, not English copies', () => {
    const en = read('en');
    for (const locale of ['es', 'fr', 'de']) {
      const translated = read(locale);
      const copied = ERROR_CODES.filter((code) => translated.codes[code] === en.codes[code]);
      expect([locale, copied]).toEqual([locale, []]);
      expect(translated.unknown).not.toBe(en.unknown);
    }
  });
});

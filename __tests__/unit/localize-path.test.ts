import { describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import { localizePath } from '@/lib/i18n/localize-path';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';

describe('localizePath', () => {
  it('knows the locales Next routes', () => {
    const { i18n } = createRequire(import.meta.url)('../../next.config.js') as {
      i18n: { defaultLocale: string; locales: string[] };
    };
    expect([...LOCALES]).toEqual(i18n.locales);
    expect(DEFAULT_LOCALE).toBe(i18n.defaultLocale);
  });

  it.each([
    ['/account', 'fr', '/fr/account'],
    ['/', 'de', '/de'],
    ['/?notice=reset_sent', 'es', '/es?notice=reset_sent'],
    ['/signin?error=invalid_credentials', 'fr', '/fr/signin?error=invalid_credentials'],
    ['/account', 'en', '/account'],
    ['/account', 'xx', '/account'],
    ['/account', undefined, '/account'],
    ['/fr/account', 'fr', '/fr/account'],
    ['/es', 'fr', '/es'],
  ])('puts %s in locale %s: %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });
});

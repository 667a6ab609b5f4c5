import { describe, expect, it } from '@jest/globals';
import { createInstance } from 'i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { translationProps } from '@/lib/i18n/translation-props';
import { mailText } from '@/lib/mail/mail-text';
import i18nConfig from '@/next-i18next.config';

type Tree = Record<string, unknown>;
type Store = Record<string, Record<string, Tree>>;

const read = (language: string, ns: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'locales', language, `${ns}.json`), 'utf8')) as Tree;

/** What a page's props carry, through next-i18next's serverSideTranslations. */
async function pageTexts(locale: string | undefined, namespaces?: string[]) {
  const { _nextI18Next } = await translationProps(locale, namespaces);
  return _nextI18Next! as {
    initialLocale: string;
    initialI18nStore: Store;
    ns: string[];
    userConfig: unknown;
  };
}

/** The `t` a page in `language` gets in the browser from the store its props carry (appWithTranslation's instance). */
function tFrom(store: Store, language: string, ns: string) {
  const i18n = createInstance({
    lng: language,
    fallbackLng: 'en',
    resources: store,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  void i18n.init();
  return i18n.getFixedT(language, ns);
}

describe('translationProps', () => {
  it('sends `common` and the namespaces the page names, not the error texts', async () => {
    const texts = await pageTexts('fr', ['home']);
    expect(texts.initialLocale).toBe('fr');
    expect(texts.ns.sort()).toEqual(['common', 'home']);
    expect(Object.keys(texts.initialI18nStore.fr!).sort()).toEqual(['common', 'home']);
    expect(texts.initialI18nStore.fr!.home).toEqual(read('fr', 'home'));
    expect(texts.initialI18nStore.fr!.common).toEqual(read('fr', 'common'));
  });

  it('sends English under another language, so a key a translation lacks reads in English', async () => {
    const texts = await pageTexts('es', ['site']);
    expect(Object.keys(texts.initialI18nStore).sort()).toEqual(['en', 'es']);
    expect(texts.initialI18nStore.en!.site).toEqual(read('en', 'site'));
    // Spanish without the real-estate use case's title, as when a new text is added in English first.
    const spanish = structuredClone(texts.initialI18nStore.es!.site!) as { useCases: Record<string, Tree> };
    delete spanish.useCases['real-estate']!.title;
    const t = tFrom({ ...texts.initialI18nStore, es: { site: spanish } }, 'es', 'site');
    const english = (read('en', 'site').useCases as Record<string, Tree>)['real-estate']!.title;
    expect(t('useCases.real-estate.title')).toBe(english);
  });

  it('an unknown or missing locale is English', async () => {
    expect((await pageTexts('xx')).initialLocale).toBe('en');
    expect((await pageTexts(undefined)).initialLocale).toBe('en');
  });

  it('sends no config: the app is given it (it holds a function)', async () => {
    expect(i18nConfig.serializeConfig).toBe(false);
    expect((await pageTexts('de')).userConfig).toBeNull();
  });
});

describe('plurals as i18next picks them, with the suffixes of locales/', () => {
  it.each([
    ['en', 1, 'Stage 1 photo'],
    ['en', 0, 'Stage 0 photos'],
    ['en', 2, 'Stage 2 photos'],
    ['es', 1, 'Amueblar 1 foto'],
    ['es', 3, 'Amueblar 3 fotos'],
    // French counts zero as one.
    ['fr', 0, 'Meubler 0 photo'],
    ['fr', 1, 'Meubler 1 photo'],
    ['fr', 2, 'Meubler 2 photos'],
    ['de', 1, '1 Foto einrichten'],
    ['de', 5, '5 Fotos einrichten'],
  ])('%s, %d', async (language, count, expected) => {
    const t = tFrom((await pageTexts(language, ['batch'])).initialI18nStore, language, 'batch');
    expect(t('submit', { count })).toBe(expected);
  });

  it('a category the texts have no key for (Spanish and French "many") reads the "other" form', async () => {
    expect(new Intl.PluralRules('es').select(1_000_000)).toBe('many');
    const es = tFrom((await pageTexts('es', ['batch'])).initialI18nStore, 'es', 'batch');
    const fr = tFrom((await pageTexts('fr', ['batch'])).initialI18nStore, 'fr', 'batch');
    expect(es('submit', { count: 1_000_000 })).toBe('Amueblar 1000000 fotos');
    expect(fr('submit', { count: 1_000_000 })).toBe('Meubler 1000000 photos');
  });

  it('_zero is used for 0 only where a key has it, and a count given as text is only interpolated', () => {
    const t = tFrom(
      {
        en: {
          x: { n_zero: 'none', n_one: 'one', n_other: '{{count}}', m: '{{count}} of them', m_one: 'one' },
        },
      },
      'en',
      'x',
    );
    expect([t('n', { count: 0 }), t('n', { count: 1 }), t('n', { count: 7 })]).toEqual(['none', 'one', '7']);
    expect(t('m', { count: '1,000' })).toBe('1,000 of them');
  });
});

describe('mail texts', () => {
  it('in the recipient’s language, English when it is not known', () => {
    expect(mailText('de')('ignore')).toBe(read('de', 'mail').ignore);
    expect(mailText(null)('ignore')).toBe(read('en', 'mail').ignore);
    expect(mailText('fr')('ignore')).not.toBe(mailText('en')('ignore'));
  });
});

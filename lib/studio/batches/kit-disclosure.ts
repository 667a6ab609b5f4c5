import de from '@/locales/de/batch.json';
import en from '@/locales/en/batch.json';
import es from '@/locales/es/batch.json';
import fr from '@/locales/fr/batch.json';
import type { TListingLanguage } from '@/lib/listing/listing-input';
import type { KitPair } from './kit-entries';

const TEXTS: Record<TListingLanguage, typeof en.kit> = { en: en.kit, es: es.kit, fr: fr.kit, de: de.kit };

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** The disclosure to publish with the listing, in its language: what virtual staging changed, photo by photo. */
export function kitDisclosure(language: TListingLanguage, pairs: KitPair[]): string {
  const text = TEXTS[language];
  return [
    text.disclosureTitle,
    '',
    text.disclosure,
    '',
    ...pairs.map((pair) => fill(text.pair, { staged: pair.staged, original: pair.original })),
    '',
  ].join('\n');
}

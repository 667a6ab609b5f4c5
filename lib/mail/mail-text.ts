import { overlay } from '@/lib/i18n/overlay';
import { type TFunction, type TranslationTree, createT } from '@/lib/i18n/translate';
import de from '@/locales/de/mail.json';
import en from '@/locales/en/mail.json';
import es from '@/locales/es/mail.json';
import fr from '@/locales/fr/mail.json';

const RESOURCES = { en, es, fr, de };

/** The languages an e-mail can be written in: the site's. */
export type MailLocale = keyof typeof RESOURCES;
export const MAIL_LOCALES = Object.keys(RESOURCES) as [MailLocale, ...MailLocale[]];

export function isMailLocale(value: unknown): value is MailLocale {
  return typeof value === 'string' && Object.hasOwn(RESOURCES, value);
}

// Each language with English under it, for a key a translation lacks.
const MAIL = Object.fromEntries(
  MAIL_LOCALES.map((locale) => [locale, { mail: overlay(en, RESOURCES[locale]) as TranslationTree }]),
) as Record<MailLocale, { mail: TranslationTree }>;

/** A mail's text in the recipient's language (English when it is not known). */
export function mailText(locale: MailLocale | null | undefined): TFunction {
  const language = locale ?? 'en';
  return createT(language, 'mail', () => MAIL[language]);
}

import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale, isLocale } from '@/lib/i18n/locales';
import de from '@/locales/de/mail.json';
import en from '@/locales/en/mail.json';
import es from '@/locales/es/mail.json';
import fr from '@/locales/fr/mail.json';

/** The languages an e-mail can be written in: the site's. */
export type MailLocale = Locale;
export const MAIL_LOCALES = LOCALES;
export const isMailLocale = isLocale;

// Bundled rather than read from locales/ at run time: a mail is sent from API routes and the worker alike.
const RESOURCES: Record<Locale, { mail: typeof en }> = {
  en: { mail: en },
  es: { mail: es },
  fr: { mail: fr },
  de: { mail: de },
};

// Its own instance: the pages' translations (next-i18next) load per request and never hold the mail namespace.
const mailI18n = i18next.createInstance();
void mailI18n.init({
  resources: RESOURCES,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  defaultNS: 'mail',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** A mail's text in the recipient's language (English when it is not known). */
export function mailText(locale: MailLocale | null | undefined): TFunction<'mail'> {
  return mailI18n.getFixedT(locale ?? DEFAULT_LOCALE, 'mail');
}

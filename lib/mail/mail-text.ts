import i18next from 'i18next';
import de from '@/locales/de/mail.json';
import en from '@/locales/en/mail.json';
import es from '@/locales/es/mail.json';
import fr from '@/locales/fr/mail.json';

const RESOURCES = { en: { mail: en }, es: { mail: es }, fr: { mail: fr }, de: { mail: de } };

/** The languages an e-mail can be written in: the site's. */
export type MailLocale = keyof typeof RESOURCES;
export const MAIL_LOCALES = Object.keys(RESOURCES) as [MailLocale, ...MailLocale[]];

export function isMailLocale(value: unknown): value is MailLocale {
  return typeof value === 'string' && Object.hasOwn(RESOURCES, value);
}

// Its own instance: the pages' translations (next-i18next) load per request and never hold the mail namespace.
const mailI18n = i18next.createInstance();
void mailI18n.init({
  resources: RESOURCES,
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'mail',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/** A mail's text in the recipient's language (English when it is not known). */
export function mailText(locale: MailLocale | null | undefined) {
  return mailI18n.getFixedT(locale ?? 'en', 'mail');
}

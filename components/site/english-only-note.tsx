import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';

/** Long documents are written in English only; readers of another language are told so up front. */
export function EnglishOnlyNote() {
  const { locale = 'en' } = useRouter();
  const { t } = useTranslation('site');
  if (locale === 'en') return null;
  return <p className="bg-brand-50 text-brand-900 rounded-lg px-4 py-2 text-sm">{t('shared.englishOnly')}</p>;
}

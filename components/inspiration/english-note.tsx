import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';

/**
 * Chrome is translated, the long-form guides are not: other locales are told so up front. The English text itself
 * is marked `lang="en"` where it is shown, so screen readers pronounce it as English.
 */
export function EnglishNote() {
  const { locale = 'en' } = useRouter();
  const { t } = useTranslation('inspiration');
  if (locale === 'en') return null;
  return (
    <p className="bg-surface-muted text-ink-muted mt-4 inline-block rounded-lg px-3 py-2 text-sm">
      {t('englishNote')}
    </p>
  );
}

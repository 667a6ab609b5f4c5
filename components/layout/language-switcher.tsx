import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';

/** Links to this same page in each language; the current one is marked for screen readers. */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const locales = router.locales ?? ['en'];
  return (
    <nav aria-label={t('language.label')}>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {locales.map((locale) => (
          <li key={locale}>
            <Link
              href={router.asPath}
              locale={locale}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === router.locale ? 'true' : undefined}
              className={
                locale === router.locale ? 'text-ink font-semibold' : 'text-ink-muted hover:text-ink'
              }
            >
              {t(`language.${locale}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

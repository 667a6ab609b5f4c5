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
              // The route and its query rather than asPath: a prerendered page (the 404 page, a page opened with a
              // query) was rendered without the address it is shown at, and hydration must see the same link.
              href={{ pathname: router.pathname, query: router.query }}
              locale={locale}
              prefetch={false}
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

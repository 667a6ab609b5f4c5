import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { PRODUCT_NAME } from '@/lib/product';
import { LogoMark } from '@/components/ui/icons';

export function Logo() {
  const { t } = useTranslation('common');
  return (
    <Link
      href="/"
      // Fetched ahead on hover or touch only, as the shell's links all are: prefetching every link in view costs each
      // page's first seconds requests and the evaluation of other pages' code.
      prefetch={false}
      className="flex items-center gap-2 text-lg font-bold tracking-tight"
      aria-label={t('nav.home')}
    >
      <LogoMark />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}

import Link from 'next/link';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PRODUCT_NAME } from '@/lib/product';
import { LogoMark } from '@/components/ui/icons';

export function Logo() {
  const { t } = useTranslation('common');
  return (
    <Link
      href="/"
      className="flex items-center gap-2 text-lg font-bold tracking-tight"
      aria-label={t('nav.home')}
    >
      <LogoMark />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}

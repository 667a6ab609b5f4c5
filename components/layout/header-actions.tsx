import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useUser } from '@/components/providers/user-context';

type Props = { onUpgrade(): void; layout?: 'row' | 'column' };

/**
 * The call to action depends on who is looking (SPEC §2, §4): visitors get Sign In and Get Started, signed-in
 * users without a subscription get Upgrade, subscribers get their Pro Account; every signed-in user has the Studio.
 */
export function HeaderActions({ onUpgrade, layout = 'row' }: Props) {
  const { t } = useTranslation('common');
  const { user, subscription, isLoading } = useUser();
  const wrap = layout === 'row' ? 'flex items-center gap-2' : 'flex flex-col items-stretch gap-2';

  // Reserve the space while the session loads, so nothing jumps when it arrives.
  if (isLoading) return <div className={`${wrap} h-10 w-44`} aria-hidden="true" />;

  if (!user) {
    return (
      <div className={wrap}>
        <Link href="/signin" prefetch={false} className="btn-ghost">
          {t('nav.signIn')}
        </Link>
        <Link href="/signup" prefetch={false} className="btn-primary">
          {t('nav.getStarted')}
        </Link>
      </div>
    );
  }

  const studio = (
    <Link href="/studio" prefetch={false} className="btn-ghost">
      {t('nav.studio')}
    </Link>
  );

  if (subscription) {
    return (
      <div className={wrap}>
        {studio}
        <Link href="/account" prefetch={false} className="btn-primary">
          {t('nav.proAccount')}
        </Link>
      </div>
    );
  }

  return (
    <div className={wrap}>
      {studio}
      <Link href="/account" prefetch={false} className="btn-ghost">
        {t('nav.account')}
      </Link>
      <button type="button" className="btn-primary" onClick={onUpgrade}>
        {t('nav.upgrade')}
      </button>
    </div>
  );
}

import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';

/** Points at the local outbox once an e-mail was sent: on a server without a mail provider it is the only inbox. */
export function LocalOutboxLink({ shown }: { shown: boolean }) {
  const { t } = useTranslation('common');
  if (!shown) return null;
  return (
    <p className="text-ink-muted text-sm">
      {t('auth.localOutbox.lead')}{' '}
      <Link href="/dev/mail" className="link">
        {t('auth.localOutbox.open')}
      </Link>
    </p>
  );
}

import { useTranslation } from 'next-i18next/pages';

function LockIcon() {
  return (
    <svg className="size-4 shrink-0" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M10 1.5a4.25 4.25 0 0 0-4.25 4.25V8H5a2 2 0 0 0-2 2v6.5a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V10a2 2 0 0 0-2-2h-.75V5.75A4.25 4.25 0 0 0 10 1.5Zm2.75 6.5V5.75a2.75 2.75 0 1 0-5.5 0V8h5.5Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** SPEC §2 payment-security badge. */
export function PaymentSecurityBadge() {
  const { t } = useTranslation('common');
  return (
    <p className="border-surface-line text-ink-muted inline-flex items-center gap-2 rounded-full border bg-white px-4 py-2 text-sm">
      <span className="text-brand-600">
        <LockIcon />
      </span>
      {t('pricing.secure')}
    </p>
  );
}

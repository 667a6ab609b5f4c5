import { useTranslation } from 'next-i18next/pages';
import { useUser } from '@/components/providers/user-context';
import { useFormat } from '@/hooks/use-format';

/** Renders used this month against the quota. */
export function UsageMeter() {
  const { t } = useTranslation('common');
  const { userDetails, rendersThisMonth } = useUser();
  const format = useFormat();
  if (!userDetails) return null;
  const quota = userDetails.monthly_quota;
  const percent = quota ? Math.min(100, Math.round((rendersThisMonth / quota) * 100)) : 0;
  return (
    <section aria-labelledby="usage-title" className="rounded-card border-surface-line border bg-white p-5">
      <h2 id="usage-title" className="text-lg font-semibold">
        {t('account.usageTitle')}
      </h2>
      {quota === null ? (
        <p className="text-ink-muted mt-2">
          {t('account.usageUnlimited', { used: format.number(rendersThisMonth) })}
        </p>
      ) : (
        <>
          <p className="text-ink-muted mt-2">
            {t('account.usageText', { used: format.number(rendersThisMonth), quota: format.number(quota) })}
          </p>
          <div
            role="progressbar"
            aria-labelledby="usage-title"
            aria-valuemin={0}
            aria-valuemax={quota}
            aria-valuenow={Math.min(rendersThisMonth, quota)}
            className="bg-surface-muted mt-3 h-3 overflow-hidden rounded-full"
          >
            <div
              className={`h-full rounded-full ${percent >= 100 ? 'bg-accent-500' : 'bg-brand-500'}`}
              style={{ width: `${percent}%` }}
            />
          </div>
        </>
      )}
    </section>
  );
}

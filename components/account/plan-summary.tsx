import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useUser } from '@/components/providers/user-context';
import { useSubmit } from '@/hooks/use-submit';
import { postData } from '@/lib/api/fetch-json';
import { FormAlert } from '@/components/auth/form-alert';
import { planState } from './plan-state';
import { useFormat } from '@/hooks/use-format';

/** Plan, status, interval and the next date that matters (renewal or end), with the way to manage billing. */
export function PlanSummary() {
  const { t } = useTranslation('common');
  const format = useFormat();
  const { subscription } = useUser();
  const manage = useSubmit(async () => {
    const { url } = await postData<{ url: string }>({ url: '/api/create-portal-link' });
    window.location.assign(url);
  });

  if (!subscription) {
    return (
      <section aria-labelledby="plan-title" className="rounded-card border-surface-line border bg-white p-5">
        <h2 id="plan-title" className="text-lg font-semibold">
          {t('account.plan')}: {t('account.freePlan')}
        </h2>
        <p className="text-ink-muted mt-1">{t('account.freeText')}</p>
        <Link href="/pricing" className="btn-primary mt-4">
          {t('account.upgrade')}
        </Link>
      </section>
    );
  }

  const date = format.date(subscription.current_period_end, 'long');
  const interval = subscription.prices?.interval;
  const state = planState(subscription);
  return (
    <section aria-labelledby="plan-title" className="rounded-card border-surface-line border bg-white p-5">
      <h2 id="plan-title" className="text-lg font-semibold">
        {subscription.prices?.products?.name ?? t('account.plan')}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-muted">{t('account.status')}</dt>
          <dd className="font-medium">{t(`account.statuses.${state}`)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('account.interval')}</dt>
          <dd className="font-medium">{t(`account.intervals.${interval ?? 'month'}`)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">
            {state === 'ending' ? t('account.endsOn') : t('account.renewsOn')}
          </dt>
          <dd className="font-medium">{date}</dd>
        </div>
      </dl>
      <div className="mt-4 space-y-3">
        <FormAlert tone="error">{manage.error}</FormAlert>
        <button
          type="button"
          className="btn-secondary"
          disabled={manage.pending}
          onClick={() => void manage.submit()}
        >
          {manage.pending ? t('auth.working') : t('account.manageBilling')}
        </button>
      </div>
    </section>
  );
}

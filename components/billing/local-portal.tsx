import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { useUser } from '@/components/providers/user-context';
import { useSubmit } from '@/hooks/use-submit';
import { postData } from '@/lib/api/fetch-json';
import type { TPlan } from '@/lib/billing/plan-types';
import { planState } from '@/components/account/plan-state';
import { useFormat } from '@/hooks/use-format';

/** The embedded mode's billing portal: cancel at period end, resume, or switch plan. */
export function LocalPortal({ plans }: { plans: TPlan[] }) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const { subscription, refresh } = useUser();
  const [done, setDone] = useState(false);
  const act = useSubmit(async (body: Record<string, unknown>) => {
    setDone(false);
    await postData({ url: '/api/billing/local', data: body });
    await refresh();
    setDone(true);
  });
  const onSwitch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void act.submit({ action: 'switch', priceId: new FormData(event.currentTarget).get('priceId') });
  };
  // Each option says what the price itself charges and how often, as the checkout will.
  const options = plans.flatMap((plan) =>
    plan.prices.map((price) => ({
      id: price.id,
      label: t(`localPortal.option.${price.interval === 'year' ? 'year' : 'month'}`, {
        plan: plan.name,
        amount: format.money(price.unit_amount / 100, price.currency),
      }),
    })),
  );
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('localPortal.title')}</h1>
      <p className="bg-brand-50 text-brand-900 rounded-lg p-3 text-sm">{t('localPortal.notice')}</p>
      <FormAlert tone="error">{act.error}</FormAlert>
      <FormAlert tone="info">{done ? t('localPortal.done') : null}</FormAlert>
      {!subscription ? (
        <p className="text-ink-muted">{t('localPortal.none')}</p>
      ) : (
        <>
          <section className="rounded-card border-surface-line border bg-white p-5">
            <h2 className="text-ink-muted text-sm">{t('localPortal.current')}</h2>
            <p className="mt-1 text-lg font-semibold">{subscription.prices?.products?.name}</p>
            {planState(subscription) === 'ending' && (
              <p className="text-ink-muted mt-1 text-sm">
                {t('localPortal.endsOn', {
                  date: format.date(subscription.current_period_end, 'long'),
                })}
              </p>
            )}
            <button
              type="button"
              className="btn-secondary mt-4"
              disabled={act.pending}
              onClick={() =>
                void act.submit({ action: subscription.cancel_at_period_end ? 'resume' : 'cancel' })
              }
            >
              {subscription.cancel_at_period_end ? t('localPortal.resumePlan') : t('localPortal.cancelPlan')}
            </button>
          </section>
          <form
            onSubmit={onSwitch}
            className="rounded-card border-surface-line border bg-white p-5"
            noValidate
          >
            <h2 className="text-lg font-semibold">{t('localPortal.switchTitle')}</h2>
            <label htmlFor="priceId" className="label mt-3">
              {t('localPortal.switchLabel')}
            </label>
            <select id="priceId" name="priceId" className="field" defaultValue={subscription.prices?.id}>
              {options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </select>
            <button type="submit" className="btn-primary mt-4" disabled={act.pending}>
              {t('localPortal.switchButton')}
            </button>
          </form>
        </>
      )}
      <Link href="/account" className="link">
        {t('localPortal.back')}
      </Link>
    </div>
  );
}

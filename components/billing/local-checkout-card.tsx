import { useTranslation } from 'next-i18next/pages';
import { FormAlert } from '@/components/auth/form-alert';
import { useSubmit } from '@/hooks/use-submit';
import { postData } from '@/lib/api/fetch-json';
import { useFormat } from '@/hooks/use-format';

export type LocalCheckoutProps = {
  id: string;
  quantity: number;
  price: { unit_amount: number; currency: string; interval: 'month' | 'year' };
  product: { name: string; description: string | null };
};

/** Looks like a hosted checkout and says plainly that it is a test: nothing is charged. */
export function LocalCheckoutCard({ id, quantity, price, product }: LocalCheckoutProps) {
  const { t } = useTranslation('common');
  const total = useFormat().money((price.unit_amount * quantity) / 100, price.currency);
  const go = (action: 'pay' | 'cancel') => async () => {
    const { url } = await postData<{ url: string }>({ url: `/api/checkout/local/${id}/${action}` });
    window.location.assign(url);
  };
  const pay = useSubmit(go('pay'));
  const cancel = useSubmit(go('cancel'));
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <div className="rounded-card border-surface-line border bg-white p-6 shadow-sm">
        <div className="flex items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">{t('localCheckout.title')}</h1>
          <span className="bg-accent-500/15 text-accent-600 rounded-full px-3 py-1 text-xs font-semibold">
            {t('localCheckout.badge')}
          </span>
        </div>
        <p className="bg-brand-50 text-brand-900 mt-4 rounded-lg p-3 text-sm">{t('localCheckout.notice')}</p>
        <dl className="divide-surface-line mt-6 divide-y text-sm">
          <div className="flex justify-between py-3">
            <dt className="text-ink-muted">{t('localCheckout.plan')}</dt>
            <dd className="font-medium">{product.name}</dd>
          </div>
          {quantity > 1 && (
            <div className="flex justify-between py-3">
              <dt className="text-ink-muted">{t('localCheckout.quantity')}</dt>
              <dd className="font-medium">{quantity}</dd>
            </div>
          )}
          <div className="flex justify-between py-3">
            <dt className="text-ink-muted">{t('localCheckout.total')}</dt>
            <dd className="text-lg font-bold">
              {t(price.interval === 'year' ? 'localCheckout.perYear' : 'localCheckout.perMonth', {
                amount: total,
              })}
            </dd>
          </div>
        </dl>
        <div className="mt-6 space-y-3">
          <FormAlert tone="error">{pay.error ?? cancel.error}</FormAlert>
          <button
            type="button"
            className="btn-primary w-full text-base"
            disabled={pay.pending || cancel.pending}
            onClick={() => void pay.submit()}
          >
            {pay.pending ? t('auth.working') : t('localCheckout.pay', { amount: total })}
          </button>
          <button
            type="button"
            className="btn-ghost w-full"
            disabled={pay.pending || cancel.pending}
            onClick={() => void cancel.submit()}
          >
            {t('localCheckout.cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}

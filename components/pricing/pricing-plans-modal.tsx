import { useTranslation } from 'next-i18next/pages';
import useSWR from 'swr';
import { CloseIcon } from '@/components/ui/icons';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { getData } from '@/lib/api/fetch-json';
import type { TPlan } from '@/lib/billing/plan-types';
import { PricingTable } from './pricing-table';

type Props = { open: boolean; onClose(): void };

export const PLANS_KEY = '/api/plans';

const fetchPlans = (url: string) => getData<{ plans: TPlan[] }>(url).then((r) => r.plans);

/** SPEC §2 pricing plans modal: a full-screen overlay with a close control, a title, a description and the table. */
export function PricingPlansModal({ open, onClose }: Props) {
  const { t } = useTranslation('common');
  // The plans load when the modal first opens, not on every page that has a header.
  const { data, error, mutate } = useSWR<TPlan[]>(open ? PLANS_KEY : null, fetchPlans, {
    revalidateOnFocus: false,
  });

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy="pricing-modal-title"
      className="bg-surface-muted m-0 h-dvh max-h-none w-screen max-w-none p-0"
    >
      <div className="max-w-page relative mx-auto flex min-h-full flex-col px-4 py-12 sm:px-8">
        <button
          type="button"
          className="btn-secondary absolute top-4 right-4 px-2"
          onClick={onClose}
          aria-label={t('pricingModal.close')}
        >
          <CloseIcon />
        </button>
        <h2 id="pricing-modal-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          {t('pricingModal.title')}
        </h2>
        <p className="text-ink-muted mx-auto mt-3 max-w-2xl text-center text-lg">
          {t('pricingModal.description')}
        </p>
        <div className="mt-10">
          {error && !data ? (
            <div role="alert" className="flex flex-col items-center gap-4 text-center">
              <p className="text-danger-600 font-medium">{t('pricing.loadError')}</p>
              <button type="button" className="btn-secondary" onClick={() => void mutate()}>
                {t('pricing.retry')}
              </button>
            </div>
          ) : (
            <PricingTable plans={data ?? null} onNavigateAway={onClose} />
          )}
        </div>
      </div>
    </ModalDialog>
  );
}

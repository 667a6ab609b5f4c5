import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { CloseIcon } from '@/components/ui/icons';

type Props = { open: boolean; onClose(): void };

/** SPEC §2 pricing plans modal: a full-screen overlay with a close control, a title and a description. */
export function PricingPlansModal({ open, onClose }: Props) {
  const { t } = useTranslation('common');
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
        <div className="mt-10 flex justify-center">
          <Link href="/pricing" className="btn-primary" onClick={onClose}>
            {t('pricingModal.seePlans')}
          </Link>
        </div>
      </div>
    </ModalDialog>
  );
}

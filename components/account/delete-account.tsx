import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { useUser } from '@/components/providers/user-context';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useSubmit } from '@/hooks/use-submit';
import { postData } from '@/lib/api/fetch-json';

/** Account deletion behind a typed confirmation: it cancels the plan and removes every design for good. */
export function DeleteAccount() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const { refresh } = useUser();
  const [open, setOpen] = useState(false);
  const remove = useSubmit(async (confirm: string) => {
    await postData({ url: '/api/account/delete', data: { confirm } });
    await refresh();
    await router.push('/');
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void remove.submit(String(new FormData(event.currentTarget).get('confirm') ?? ''));
  };
  return (
    <section aria-labelledby="danger-title" className="rounded-card border-danger-600/30 border bg-white p-5">
      <h2 id="danger-title" className="text-danger-600 text-lg font-semibold">
        {t('account.deleteTitle')}
      </h2>
      <p className="text-ink-muted mt-1 text-sm">{t('account.deleteText')}</p>
      <button type="button" className="btn-secondary text-danger-600 mt-4" onClick={() => setOpen(true)}>
        {t('account.deleteButton')}
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy="delete-dialog-title"
        className="rounded-card m-auto w-[min(28rem,calc(100vw-2rem))] bg-white p-6 shadow-xl"
      >
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <h2 id="delete-dialog-title" className="text-xl font-bold">
            {t('account.deleteConfirmTitle')}
          </h2>
          <p className="text-ink-muted text-sm">{t('account.deleteConfirmText')}</p>
          <FormAlert tone="error">{remove.error}</FormAlert>
          <div>
            <label htmlFor="confirm" className="label">
              {t('account.deleteConfirmLabel')}
            </label>
            <input id="confirm" name="confirm" autoComplete="off" className="field" />
          </div>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-ghost" onClick={() => setOpen(false)}>
              {t('account.cancel')}
            </button>
            <button
              type="submit"
              className="btn bg-danger-600 text-white hover:opacity-90"
              disabled={remove.pending}
            >
              {remove.pending ? t('auth.working') : t('account.deleteForever')}
            </button>
          </div>
        </form>
      </ModalDialog>
    </section>
  );
}

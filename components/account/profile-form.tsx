import { useTranslation } from 'next-i18next/pages';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { useUser } from '@/components/providers/user-context';
import { useSubmit } from '@/hooks/use-submit';
import { patchData } from '@/lib/api/fetch-json';

export function ProfileForm() {
  const { t } = useTranslation('common');
  const { user, userDetails, refresh } = useUser();
  const [saved, setSaved] = useState(false);
  const save = useSubmit(async (fullName: string) => {
    await patchData({ url: '/api/account/profile', data: { fullName } });
    await refresh();
    setSaved(true);
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    void save.submit(String(new FormData(event.currentTarget).get('fullName') ?? ''));
  };
  return (
    <section aria-labelledby="profile-title" className="rounded-card border-surface-line border bg-white p-5">
      <h2 id="profile-title" className="text-lg font-semibold">
        {t('account.profileTitle')}
      </h2>
      <p className="text-ink-muted mt-1 text-sm">
        {t('account.email')}: {user?.email}
      </p>
      <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <div className="grow">
          <label htmlFor="fullName" className="label">
            {t('account.fullName')}
          </label>
          <input
            id="fullName"
            name="fullName"
            autoComplete="name"
            defaultValue={userDetails?.full_name ?? ''}
            key={userDetails?.full_name ?? ''}
            className="field"
          />
        </div>
        <button type="submit" className="btn-primary" disabled={save.pending}>
          {save.pending ? t('auth.working') : t('account.save')}
        </button>
      </form>
      <div className="mt-3">
        <FormAlert tone="error">{save.error}</FormAlert>
        <FormAlert tone="info">{saved ? t('account.saved') : null}</FormAlert>
      </div>
    </section>
  );
}

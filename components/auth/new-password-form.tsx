import { useTranslation } from 'next-i18next/pages';
import { type FormEvent, useState } from 'react';
import { useFormFeedback } from '@/hooks/use-form-feedback';
import { useSubmit } from '@/hooks/use-submit';
import { postData } from '@/lib/api/fetch-json';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/password-rules';
import { AuthFormHiddenFields } from './auth-form-hidden-fields';
import { FormAlert } from './form-alert';

export function NewPasswordForm() {
  const { t } = useTranslation('common');
  const feedback = useFormFeedback();
  const [saved, setSaved] = useState(false);
  const save = useSubmit(async (password: string) => {
    await postData({ url: '/api/auth/update-password', data: { password } });
    setSaved(true);
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    feedback.dismiss();
    void save.submit(String(new FormData(event.currentTarget).get('password') ?? ''));
  };
  return (
    // Posted as a form (the password in the body, never in the address) until the script takes over.
    <form
      method="post"
      action="/api/auth/form/update-password"
      onSubmit={onSubmit}
      className="space-y-4"
      noValidate
    >
      <AuthFormHiddenFields />
      <FormAlert tone="error">{save.error ?? feedback.error}</FormAlert>
      <FormAlert tone="info">{saved ? t('auth.notices.password_saved') : feedback.notice}</FormAlert>
      <div>
        <label htmlFor="password" className="label">
          {t('auth.newPassword')}
        </label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          required
          className="field"
        />
        <p className="text-ink-subtle mt-1 text-sm">{t('auth.passwordHint')}</p>
      </div>
      <button type="submit" className="btn-primary w-full" disabled={save.pending}>
        {save.pending ? t('auth.working') : t('auth.savePassword')}
      </button>
    </form>
  );
}

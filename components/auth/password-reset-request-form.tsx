import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { type FormEvent, useState } from 'react';
import { useFormFeedback } from '@/hooks/use-form-feedback';
import { useSubmit } from '@/hooks/use-submit';
import { postData } from '@/lib/api/fetch-json';
import { AuthFormHiddenFields } from './auth-form-hidden-fields';
import { FormAlert } from './form-alert';
import { LocalOutboxLink } from './local-outbox-link';

/**
 * Asks for a reset link; the answer never says whether the address has an account. `localOutbox`: e-mails stay on
 * this server, so the notice that one was sent links to where it can be read.
 */
export function PasswordResetRequestForm({ localOutbox }: { localOutbox: boolean }) {
  const { t } = useTranslation('common');
  const { locale } = useRouter();
  const feedback = useFormFeedback();
  const [sent, setSent] = useState(false);
  const request = useSubmit(async (email: string) => {
    // The page's language is the mail's.
    await postData({ url: '/api/auth/reset-password', data: { email, locale } });
    setSent(true);
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    feedback.dismiss();
    void request.submit(String(new FormData(event.currentTarget).get('email') ?? ''));
  };
  return (
    // Posted as a form until the script takes over.
    <form
      method="post"
      action="/api/auth/form/reset-password"
      onSubmit={onSubmit}
      className="space-y-4"
      noValidate
    >
      <AuthFormHiddenFields />
      <p className="text-ink-muted">{t('auth.resetLead')}</p>
      <FormAlert tone="error">{request.error ?? feedback.error}</FormAlert>
      <FormAlert tone="info">{sent ? t('auth.notices.reset_sent') : feedback.notice}</FormAlert>
      <LocalOutboxLink shown={localOutbox && (sent || feedback.mailSent)} />
      <div>
        <label htmlFor="email" className="label">
          {t('auth.email')}
        </label>
        <input id="email" name="email" type="email" autoComplete="email" required className="field" />
      </div>
      <button type="submit" className="btn-primary w-full" disabled={request.pending}>
        {request.pending ? t('auth.working') : t('auth.resetButton')}
      </button>
    </form>
  );
}

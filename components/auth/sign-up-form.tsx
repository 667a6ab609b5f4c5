import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { type FormEvent, useState } from 'react';
import { useUser } from '@/components/providers/user-context';
import { useFormFeedback } from '@/hooks/use-form-feedback';
import { useSubmit } from '@/hooks/use-submit';
import { track } from '@/lib/analytics/track';
import { postData } from '@/lib/api/fetch-json';
import { authReturnQuery } from '@/lib/auth/auth-return-query';
import { safeRedirect } from '@/lib/auth/safe-redirect';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/password-rules';
import { AuthFormHiddenFields } from './auth-form-hidden-fields';
import { FormAlert } from './form-alert';
import { LocalOutboxLink } from './local-outbox-link';

/** `localOutbox`: e-mails stay on this server, so the notice that one was sent links to where it can be read. */
export function SignUpForm({ localOutbox }: { localOutbox: boolean }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const { refresh } = useUser();
  const feedback = useFormFeedback();
  const [confirmationSent, setConfirmationSent] = useState(false);
  const next = safeRedirect(router.query.redirectedFrom);

  const signUp = useSubmit(async (form: FormData) => {
    const fullName = String(form.get('fullName') ?? '').trim();
    const result = await postData<{ confirmationRequired: boolean }>({
      url: '/api/auth/signup',
      data: {
        email: form.get('email'),
        password: form.get('password'),
        next,
        // The page's language is the one the account's mails are written in.
        locale: router.locale,
        ...(fullName ? { fullName } : {}),
      },
    });
    track('user_signed_up', { method: 'email', confirmation_required: result.confirmationRequired });
    if (result.confirmationRequired) {
      setConfirmationSent(true);
      return;
    }
    await refresh();
    await router.push(next);
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    feedback.dismiss();
    void signUp.submit(new FormData(event.currentTarget));
  };

  return (
    // Posted as a form (the password in the body, never in the address) until the script takes over.
    <form method="post" action="/api/auth/form/signup" onSubmit={onSubmit} className="space-y-4" noValidate>
      <AuthFormHiddenFields />
      <FormAlert tone="error">{signUp.error ?? feedback.error}</FormAlert>
      <FormAlert tone="info">
        {confirmationSent ? t('auth.notices.confirmation_sent') : feedback.notice}
      </FormAlert>
      <LocalOutboxLink shown={localOutbox && (confirmationSent || feedback.mailSent)} />
      <div>
        <label htmlFor="fullName" className="label">
          {t('auth.fullName')}
        </label>
        <input id="fullName" name="fullName" type="text" autoComplete="name" className="field" />
      </div>
      <div>
        <label htmlFor="email" className="label">
          {t('auth.email')}
        </label>
        <input id="email" name="email" type="email" autoComplete="email" required className="field" />
      </div>
      <div>
        <label htmlFor="password" className="label">
          {t('auth.password')}
        </label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          aria-describedby="password-hint"
          className="field"
        />
        <p id="password-hint" className="text-ink-subtle mt-1 text-sm">
          {t('auth.passwordHint')}
        </p>
      </div>
      <button type="submit" className="btn-primary w-full" disabled={signUp.pending}>
        {signUp.pending ? t('auth.working') : t('auth.signUpButton')}
      </button>
      <p className="text-ink-muted text-center text-sm">
        {t('auth.haveAccount')}{' '}
        <Link href={{ pathname: '/signin', query: authReturnQuery(router.query) }} className="link">
          {t('auth.signInInstead')}
        </Link>
      </p>
    </form>
  );
}

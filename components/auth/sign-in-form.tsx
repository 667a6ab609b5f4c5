import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { type FormEvent, useState } from 'react';
import { useUser } from '@/components/providers/user-context';
import { useFormFeedback } from '@/hooks/use-form-feedback';
import { useSubmit } from '@/hooks/use-submit';
import { postData } from '@/lib/api/fetch-json';
import { authReturnQuery } from '@/lib/auth/auth-return-query';
import { safeRedirect } from '@/lib/auth/safe-redirect';
import { AuthFormHiddenFields } from './auth-form-hidden-fields';
import { FormAlert } from './form-alert';
import { LocalOutboxLink } from './local-outbox-link';

/** `localOutbox`: e-mails stay on this server, so the notice that one was sent links to where it can be read. */
export function SignInForm({ localOutbox }: { localOutbox: boolean }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const { refresh } = useUser();
  const feedback = useFormFeedback();
  const [linkSent, setLinkSent] = useState(false);
  const next = safeRedirect(router.query.redirectedFrom);

  const signIn = useSubmit(async (form: FormData) => {
    await postData({
      url: '/api/auth/signin',
      data: { email: form.get('email'), password: form.get('password') },
    });
    await refresh();
    await router.push(next);
  });
  const magicLink = useSubmit(async (email: string) => {
    // The page's language is the mail's.
    await postData({ url: '/api/auth/magic-link', data: { email, next, locale: router.locale } });
    setLinkSent(true);
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    feedback.dismiss();
    void signIn.submit(new FormData(event.currentTarget));
  };

  return (
    // Posted as a form (the password in the body, never in the address) until the script takes over.
    <form method="post" action="/api/auth/form/signin" onSubmit={onSubmit} className="space-y-4" noValidate>
      <AuthFormHiddenFields />
      <FormAlert tone="error">{signIn.error ?? magicLink.error ?? feedback.error}</FormAlert>
      <FormAlert tone="info">{linkSent ? t('auth.notices.magic_link_sent') : feedback.notice}</FormAlert>
      <LocalOutboxLink shown={localOutbox && (linkSent || feedback.mailSent)} />
      <div>
        <label htmlFor="email" className="label">
          {t('auth.email')}
        </label>
        <input id="email" name="email" type="email" autoComplete="email" required className="field" />
      </div>
      <div>
        <div className="flex items-baseline justify-between">
          <label htmlFor="password" className="label">
            {t('auth.password')}
          </label>
          <Link href="/forgot-password" className="link text-sm">
            {t('auth.forgot')}
          </Link>
        </div>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className="field"
        />
      </div>
      <button type="submit" className="btn-primary w-full" disabled={signIn.pending}>
        {signIn.pending ? t('auth.working') : t('auth.signInButton')}
      </button>
      <button
        type="submit"
        formAction="/api/auth/form/magic-link"
        className="btn-secondary w-full"
        disabled={magicLink.pending}
        onClick={(event) => {
          event.preventDefault();
          feedback.dismiss();
          const email = new FormData(event.currentTarget.form!).get('email');
          void magicLink.submit(String(email ?? ''));
        }}
      >
        {t('auth.magicLink')}
      </button>
      <p className="text-ink-muted text-center text-sm">
        {t('auth.noAccount')}{' '}
        <Link href={{ pathname: '/signup', query: authReturnQuery(router.query) }} className="link">
          {t('auth.createOne')}
        </Link>
      </p>
    </form>
  );
}

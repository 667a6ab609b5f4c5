import '@/lib/server-only';
import type { GetServerSideProps } from 'next';
import { translationProps } from '@/lib/i18n/translation-props';
import { authIoFromNode } from './auth-io';
import { getAuth } from './get-auth';
import { safeRedirect } from './safe-redirect';
import { usesLocalOutbox } from './uses-local-outbox';

export type AuthPageProps = { proChosen: boolean; localOutbox: boolean };

/**
 * For /signin and /signup: rendered on the server so the "you picked a plan" notice (SPEC §2, `pro=true`) is in the
 * first paint, and a visitor who is already signed in goes straight on to where they were headed. `localOutbox`
 * says whether the e-mails these pages send can only be read in the local outbox.
 */
export const authPageProps: GetServerSideProps<AuthPageProps> = async ({ req, res, query, locale }) => {
  const session = await getAuth().getSession(authIoFromNode(req, res));
  if (session) return { redirect: { destination: safeRedirect(query.redirectedFrom), permanent: false } };
  return {
    props: {
      proChosen: query.pro === 'true',
      localOutbox: usesLocalOutbox(),
      // The error texts only when the page shows one (the outcome of a no-script post).
      ...(await translationProps(locale, query.error ? ['errors'] : [])),
    },
  };
};

import { useRouter } from 'next/router';
import { safeRedirect } from '@/lib/auth/safe-redirect';

/**
 * What a no-script post of an auth form needs beyond its visible fields: where to go afterwards, whether a plan was
 * chosen (so a failure brings that notice back), and the locale to come back in.
 */
export function AuthFormHiddenFields() {
  const { query, locale } = useRouter();
  const next = safeRedirect(query.redirectedFrom);
  return (
    <>
      {next !== '/' && <input type="hidden" name="redirectedFrom" value={next} />}
      {query.pro === 'true' && <input type="hidden" name="pro" value="true" />}
      {locale && <input type="hidden" name="locale" value={locale} />}
    </>
  );
}

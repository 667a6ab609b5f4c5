import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import type { ErrorCode, ErrorParams } from '@/lib/api/error-catalog';
import { apiErrorOf } from '@/lib/api/api-error-of';
import { loadErrorTexts } from '@/lib/i18n/load-namespace';

/**
 * Turns a failure into the words to show, in the page's language: a server error by its code (with the values its
 * message names), anything else (the network down, say) as a general failure. The server's English description is
 * for API clients and logs, never shown here.
 *
 * The error texts are not in the page's props unless it renders an error on the server: a failed request brings them
 * before it rejects (lib/api/fetch-json.ts). An error to show before they are here (a failed render in a list) asks
 * for them and reads the shell's general failure until they arrive, when the component renders again; `ready` says
 * whether they are here.
 */
export function useErrorMessage() {
  const { t } = useTranslation('errors');
  // Read when called, not when rendered: a callback kept from before the texts arrived still finds them.
  const hasTexts = useCallback(() => t('unknown', { defaultValue: '' }) !== '', [t]);
  const notYet = useCallback(() => {
    if (typeof window !== 'undefined') void loadErrorTexts();
    return t('errors.serverText', { ns: 'common' });
  }, [t]);
  const messageFor = useCallback(
    (code: ErrorCode, params?: ErrorParams) => (hasTexts() ? t(`codes.${code}`, { ...params }) : notYet()),
    [t, hasTexts, notYet],
  );
  const errorMessage = useCallback(
    (error: unknown) => {
      if (!hasTexts()) return notYet();
      const known = apiErrorOf(error);
      return known ? messageFor(known.code, known.params) : t('unknown');
    },
    [t, hasTexts, messageFor, notYet],
  );
  return { errorMessage, messageFor, ready: hasTexts() };
}

import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import type { ErrorCode, ErrorParams } from '@/lib/api/error-catalog';
import { apiErrorOf } from '@/lib/api/fetch-json';

/**
 * Turns a failure into the words to show, in the page's language: a server error by its code (with the values its
 * message names), anything else (the network down, say) as a general failure. The server's English description is
 * for API clients and logs, never shown here.
 */
export function useErrorMessage() {
  const { t } = useTranslation('errors');
  const messageFor = useCallback(
    (code: ErrorCode, params?: ErrorParams) => t(`codes.${code}`, { ...params }),
    [t],
  );
  const errorMessage = useCallback(
    (error: unknown) => {
      const known = apiErrorOf(error);
      return known ? messageFor(known.code, known.params) : t('unknown');
    },
    [t, messageFor],
  );
  return { errorMessage, messageFor };
}

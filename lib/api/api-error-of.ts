import type { TApiError } from './app-error';
import { type ErrorCode, isErrorCode } from './error-codes';
import type { ErrorParams } from './error-catalog';
import type { FetchError } from './fetch-json';

/**
 * What a failed request (lib/api/fetch-json.ts) says about itself: the catalogue code, the values its message names
 * (the field at fault among them) and, for a 500, the reference that finds it in the server log. Null for anything
 * else (the network down, a page that threw). Kept apart from fetch-json, which the session read in every page's
 * shell uses: that read has no use for the list of codes.
 */
export function apiErrorOf(error: unknown): { code: ErrorCode; params: ErrorParams } | null {
  const body = (error as Partial<FetchError> | null)?.details as Partial<
    TApiError & { reference: string }
  > | null;
  if (!body || !isErrorCode(body.error)) return null;
  return {
    code: body.error,
    params: {
      ...body.params,
      ...(body.field && { field: body.field }),
      ...(body.reference && { reference: body.reference }),
    },
  };
}

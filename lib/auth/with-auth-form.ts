import '@/lib/server-only';
import { z, type ZodType } from 'zod';
import { AppError } from '@/lib/api/app-error';
import { type ErrorCode, isErrorCode } from '@/lib/api/error-catalog';
import { logUnexpectedError } from '@/lib/api/send-error';
import { withApi } from '@/lib/api/with-api';
import { localizePath } from '@/lib/i18n/localize-path';
import { withQuery } from '@/lib/auth/with-query';
import { safeRedirect } from './safe-redirect';
import type { AuthIo } from './types';

/** A native form post's fields, as texts (the cross-site guard has already checked where it came from). */
const ZFormFields = z.record(z.string(), z.string());

type AuthFormOptions<T> = {
  /** The form's page: a failure comes back to it with `error=<code>`. */
  page: '/signin' | '/signup' | '/forgot-password' | '/reset-password';
  fields: ZodType<T>;
  /**
   * Does the form's work and resolves to where the browser goes next, a same-site path. `next` is the form's return
   * address (`redirectedFrom`), made safe; `back` is the form's page, keeping that address and the chosen-plan notice.
   */
  handler: (ctx: {
    io: AuthIo;
    body: T;
    next: string;
    back: (params: { notice?: string; error?: string }) => string;
  }) => Promise<string>;
};

/**
 * An auth form's native post (`application/x-www-form-urlencoded`): what a browser sends before the page's script
 * has loaded, or without script at all. Whatever happens, it answers with a 303 to a page, never a JSON body: on
 * failure back to the form with an error code its page translates. Neither the password nor the e-mail is put in an
 * address. The page's own script posts JSON to the JSON routes instead, with the same rules behind both.
 */
export function withAuthForm<T>({ page, fields, handler }: AuthFormOptions<T>) {
  return withApi({
    methods: ['POST'],
    auth: 'none',
    bodyTypes: ['application/x-www-form-urlencoded'],
    body: ZFormFields,
    async handler({ res, io, body: posted }) {
      const next = safeRedirect(posted.redirectedFrom);
      const back = (params: { notice?: string; error?: string }) =>
        withQuery(page, {
          redirectedFrom: next === '/' ? undefined : next,
          pro: posted.pro === 'true' ? 'true' : undefined,
          ...params,
        });
      let target: string;
      try {
        const parsed = fields.safeParse(posted);
        target = parsed.success
          ? await handler({ io, body: parsed.data, next, back })
          : back({ error: validationCode(parsed.error.issues[0]?.message) });
      } catch (error) {
        target = back({ error: errorCode(error) });
      }
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, localizePath(target, posted.locale));
    },
  });
}

function errorCode(error: unknown): ErrorCode {
  if (!(error instanceof AppError)) {
    logUnexpectedError(error);
    return 'internal_error';
  }
  return error.status >= 500 ? 'internal_error' : error.code;
}

/** The auth schemas name the catalogue code of each rule (see `schemas.ts`). */
const validationCode = (message: string | undefined): ErrorCode =>
  isErrorCode(message) ? message : 'invalid_body';

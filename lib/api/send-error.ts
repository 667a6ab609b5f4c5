import '@/lib/server-only';
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { reportServerError } from '@/lib/analytics/report-server-error';
import { getServerEnv } from '@/lib/env';
import { AppError } from './app-error';
import { describeError } from './error-catalog';
import { sendJsonText } from './send-json';

/**
 * Answers any thrown value in the one error shape every route answers with (`TApiError`, lib/api/app-error.ts), with
 * Node's own methods, so it answers on any Node response, not only on one Next has given its helpers.
 */
export function sendError(res: ServerResponse, error: unknown): void {
  if (res.headersSent) return;
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
    sendJsonText(res, JSON.stringify(error.toBody()), error.status);
    return;
  }
  // Unexpected: in development the error text helps; in production it could leak internals, so the client gets a
  // reference that finds the full error in the server log, and in Sentry when it is on.
  const reference = logUnexpectedError(error);
  const description = getServerEnv().isProduction
    ? describeError('internal_error', { reference })
    : error instanceof Error
      ? error.message
      : String(error);
  sendJsonText(res, JSON.stringify({ error: 'internal_error', description, reference }), 500);
}

/** Logs an error no route expected, and reports it to Sentry when that is on; returns the reference it goes by. */
export function logUnexpectedError(error: unknown): string {
  const reference = randomUUID();
  console.error(`[api] unexpected error ${reference}`, error);
  reportServerError(error, reference);
  return reference;
}

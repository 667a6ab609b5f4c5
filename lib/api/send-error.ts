import { randomUUID } from 'node:crypto';
import type { NextApiResponse } from 'next';
import { reportServerError } from '@/lib/analytics/report-server-error';
import { getServerEnv } from '@/lib/env';
import { AppError } from './app-error';
import { describeError } from './error-catalog';

/** Answers any thrown value in the shared error shape (DESIGN §5). */
export function sendError(res: NextApiResponse, error: unknown): void {
  if (res.headersSent) return;
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
    res.status(error.status).json(error.toBody());
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
  res.status(500).json({ error: 'internal_error', description, reference });
}

/** Logs an error no route expected, and reports it to Sentry when that is on; returns the reference it goes by. */
export function logUnexpectedError(error: unknown): string {
  const reference = randomUUID();
  console.error(`[api] unexpected error ${reference}`, error);
  reportServerError(error, reference);
  return reference;
}

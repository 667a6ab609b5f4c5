import '@/lib/server-only';
import type { NextApiRequest, NextApiResponse } from 'next';
import { sendError } from '@/lib/api/send-error';
import { requireLocalPayments } from './require-local-payments';

type Route = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

/**
 * A route of the test checkout or portal. While real payments are on it does not exist: 404 in the shared shape for
 * every caller and every request, before the session or the body is looked at (which would answer 401 or 400 first).
 */
export function localPaymentsOnly(route: Route): Route {
  return async function localPaymentsRoute(req, res) {
    try {
      requireLocalPayments();
    } catch (error) {
      sendError(res, error);
      return;
    }
    await route(req, res);
  };
}

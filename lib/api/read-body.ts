import '@/lib/server-only';
import type { IncomingMessage } from 'node:http';
import getRawBody from 'raw-body';
import { AppError } from './app-error';

export const DEFAULT_BODY_LIMIT = 100 * 1024;

/** The body's exact text (signed webhooks verify these bytes), with size errors in our error shape. */
export async function readRawBody(req: IncomingMessage, limit = DEFAULT_BODY_LIMIT): Promise<string> {
  try {
    return await getRawBody(req, { limit, encoding: 'utf8' });
  } catch (error) {
    if ((error as { type?: string }).type === 'entity.too.large') {
      throw new AppError('payload_too_large', { params: { kb: Math.round(limit / 1024) } });
    }
    throw new AppError('invalid_body', { description: 'The request body could not be read.' });
  }
}

/** Reads and parses a JSON body ourselves (Next's parser is off) so size and syntax errors use our error shape. */
export async function readJsonBody(req: IncomingMessage, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const raw = await readRawBody(req, limit);
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError('invalid_json');
  }
}

/** Reads a native HTML form post (`application/x-www-form-urlencoded`) as an object of its fields' texts. */
export async function readFormBody(req: IncomingMessage, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const raw = await readRawBody(req, limit);
  if (raw.trim() === '') return undefined;
  return Object.fromEntries(new URLSearchParams(raw));
}

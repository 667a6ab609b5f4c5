import '@/lib/server-only';
import type { ServerResponse } from 'node:http';
import type { NextApiResponse } from 'next';

/**
 * Answers 200 with `body` as JSON. Next's `res.json` also hashes the whole text into an ETag, so a repeat can be
 * answered 304; an answer that may not be stored (`no-store`, as every signed-in answer is) is never revalidated, so
 * it is written as it is.
 */
export function sendJson(res: NextApiResponse, body: unknown): void {
  if (!/\bno-store\b/i.test(String(res.getHeader('Cache-Control') ?? ''))) {
    res.status(200).json(body);
    return;
  }
  sendJsonText(res, JSON.stringify(body));
}

/**
 * Answers with JSON text made beforehand (an answer sent many times over), without Next's ETag, with Node's own
 * methods only, so it answers on any Node response, not only on one Next has given its helpers.
 */
export function sendJsonText(res: ServerResponse, text: string, status = 200): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(text);
}

import { loadErrorTexts } from '@/lib/i18n/load-namespace';

/** Browser helpers of SPEC §7: JSON in and out, same-origin credentials, one way of failing. */

export type FetchError = Error & { status: number; details: unknown };

/**
 * Every failure here rejects only once the page's error texts are on hand (they are not in its props: see
 * lib/i18n/load-namespace.ts), so the catch that shows it finds its words; sending a form starts loading them.
 */
async function send(url: string, init: RequestInit): Promise<Response> {
  if (init.method !== 'GET') void loadErrorTexts();
  try {
    return await fetch(url, init);
  } catch (error) {
    await loadErrorTexts();
    throw error;
  }
}

async function parseOrThrow<T>(url: string, res: Response): Promise<T> {
  // 204 No Content (a revoked key, say) has no body to parse.
  if (res.status === 204) return undefined as T;
  if (res.ok) return (await res.json()) as T;
  const text = await res.text();
  let details: unknown = text;
  try {
    details = JSON.parse(text);
  } catch {
    // Not JSON: the text is the detail.
  }
  // A 4xx is an answer the page handles (signed out, over a quota, a refused file), not a failure of the site.
  const log = res.status >= 500 ? console.error : console.info;
  log('Request failed', { url, status: res.status, details });
  // SPEC §8: the error carries the status text; HTTP/2 has none, so the code stands in.
  const error = new Error(res.statusText || `HTTP ${res.status}`) as FetchError;
  error.status = res.status;
  error.details = details;
  await loadErrorTexts();
  throw error;
}

export async function getData<T = unknown>(url: string): Promise<T> {
  const res = await send(url, {
    method: 'GET',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
  });
  return parseOrThrow<T>(url, res);
}

async function sendJson<T>(method: 'POST' | 'PATCH', url: string, data: unknown): Promise<T> {
  const res = await send(url, {
    method,
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(data ?? {}),
  });
  return parseOrThrow<T>(url, res);
}

export function postData<T = unknown>({ url, data }: { url: string; data?: unknown }): Promise<T> {
  return sendJson<T>('POST', url, data);
}

export function patchData<T = unknown>({ url, data }: { url: string; data?: unknown }): Promise<T> {
  return sendJson<T>('PATCH', url, data);
}

export async function deleteData<T = unknown>(url: string): Promise<T> {
  const res = await send(url, { method: 'DELETE', credentials: 'same-origin' });
  return parseOrThrow<T>(url, res);
}

/** A multipart upload of one file (field `file`) plus text fields, answered with JSON. */
export async function uploadFile<T = unknown>(
  url: string,
  file: Blob,
  fields: Record<string, string> = {},
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file instanceof File ? file.name : 'upload');
  const res = await send(url, { method: 'POST', credentials: 'same-origin', body: form });
  return parseOrThrow<T>(url, res);
}

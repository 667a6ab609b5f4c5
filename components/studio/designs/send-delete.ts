import type { FetchError } from '@/lib/api/fetch-json';

/**
 * DELETE beside `lib/api/fetch-json`'s GET, POST and PATCH, failing the same way: an error with the status and the
 * server's description, so `errorMessage` shows it.
 */
export async function sendDelete(url: string): Promise<void> {
  const res = await fetch(url, { method: 'DELETE', credentials: 'same-origin' });
  if (res.ok) return;
  const details: unknown = await res.json().catch(() => null);
  const error = new Error(res.statusText || `HTTP ${res.status}`) as FetchError;
  error.status = res.status;
  error.details = details;
  const description = (details as { description?: unknown } | null)?.description;
  if (typeof description === 'string') error.description = description;
  throw error;
}

import '@/lib/server-only';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { AppError } from '@/lib/api/app-error';
import { isExemptOrigin } from './outbound-request';
import { isPublicAddress } from './public-address';

/**
 * Refuses, when it is given, an address we would later refuse to connect to (a webhook on a private network), so
 * the caller learns it at once rather than from webhooks that never arrive. Delivery checks again at connect time.
 */
export async function assertPublicUrl(address: string, field: string): Promise<void> {
  const url = new URL(address);
  if (isExemptOrigin(url.origin)) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    throw new AppError('url_unreachable', {
      field,
      description: `${field}: the host ${host} could not be found.`,
    });
  }
  if (addresses.some((a) => !isPublicAddress(a))) {
    throw new AppError('url_not_allowed', { field });
  }
}

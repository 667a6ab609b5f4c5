import '@/lib/server-only';
import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { getServerEnv } from '@/lib/env';
import { isPublicAddress } from './public-address';

/** Why an outgoing request was not made or did not succeed; `kind` lets callers answer each case clearly. */
export class OutboundError extends Error {
  override name = 'OutboundError';
  constructor(
    readonly kind: 'not_allowed' | 'unreachable' | 'too_large' | 'timeout' | 'http_status',
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type OutboundOptions = {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The largest response body read; a bigger one is refused before or while it arrives. */
  maxBytes: number;
  /** For the whole exchange, redirects included. */
  timeoutMs: number;
  /** GETs follow up to this many redirects, each checked like the first address. */
  maxRedirects?: number;
};

export type OutboundResponse = { status: number; contentType: string | undefined; body: Buffer };

/** Origins exempt from the address check (the test suites' local servers, or a deliberate internal integration). */
export function isExemptOrigin(origin: string): boolean {
  return (getServerEnv().OUTBOUND_ALLOWED_ORIGINS ?? '')
    .split(',')
    .some((allowed) => allowed.trim() === origin);
}

const NOT_ALLOWED = (host: string) =>
  new OutboundError(
    'not_allowed',
    `${host} is a private, local or reserved address, which we never connect to`,
  );

/**
 * Resolves names the way the connection will use them and refuses the host if any of its addresses is not public,
 * so DNS cannot point a public-looking name at our network (the address checked is the address connected to).
 */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))) {
      return callback(NOT_ALLOWED(hostname), '', 4);
    }
    if (options.all) return (callback as (e: null, a: typeof addresses) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

function checkUrl(url: URL): { exempt: boolean } {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundError(
      'not_allowed',
      `${url.protocol.replace(':', '')} addresses are not allowed; use http or https`,
    );
  }
  if (url.username || url.password) {
    throw new OutboundError('not_allowed', 'addresses with a user name or password are not allowed');
  }
  const exempt = isExemptOrigin(url.origin);
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!exempt && isIP(literal) && !isPublicAddress(literal)) throw NOT_ALLOWED(literal);
  return { exempt };
}

function once(
  url: URL,
  options: OutboundOptions,
  deadline: number,
): Promise<OutboundResponse & { location?: string }> {
  const { exempt } = checkUrl(url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: { 'user-agent': 'Roomcraft-API/1', ...options.headers },
        lookup: exempt ? undefined : guardedLookup,
        timeout: Math.max(1, deadline - Date.now()),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = status >= 300 && status < 400 ? response.headers.location : undefined;
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > options.maxBytes) {
          response.destroy();
          return reject(new OutboundError('too_large', `the response is ${declared} bytes`));
        }
        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > options.maxBytes) {
            response.destroy();
            reject(new OutboundError('too_large', `the response is larger than ${options.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', (error) => reject(new OutboundError('unreachable', error.message)));
        response.on('end', () =>
          resolve({
            status,
            contentType: response.headers['content-type'],
            body: Buffer.concat(chunks),
            location,
          }),
        );
      },
    );
    const timer = setTimeout(
      () => request.destroy(new OutboundError('timeout', `no answer within ${options.timeoutMs / 1000} s`)),
      Math.max(1, deadline - Date.now()),
    );
    request.on('timeout', () =>
      request.destroy(new OutboundError('timeout', `no answer within ${options.timeoutMs / 1000} s`)),
    );
    request.on('close', () => clearTimeout(timer));
    request.on('error', (error) =>
      reject(error instanceof OutboundError ? error : new OutboundError('unreachable', error.message)),
    );
    request.end(options.body);
  });
}

/**
 * An HTTP request to an address a customer gave us (a photo to fetch, a webhook to call), made safe: http(s) only,
 * never to a private, local or link-local address (checked at connect time, after every redirect), with a size
 * and a time cap. A non-2xx answer is an OutboundError of kind http_status.
 */
export async function outboundRequest(address: string, options: OutboundOptions): Promise<OutboundResponse> {
  const deadline = Date.now() + options.timeoutMs;
  let url = new URL(address);
  for (let hop = 0; ; hop++) {
    const response = await once(url, options, deadline);
    if (response.location && (options.method ?? 'GET') === 'GET') {
      if (hop >= (options.maxRedirects ?? 0)) {
        throw new OutboundError('unreachable', 'it redirects too many times');
      }
      url = redirectTarget(response.location, url);
      continue;
    }
    if (response.status < 200 || response.status >= 300) {
      throw new OutboundError('http_status', `it answered HTTP ${response.status}`, response.status);
    }
    return { status: response.status, contentType: response.contentType, body: response.body };
  }
}

/** Where a redirect points; the Location header is the remote host's to write, so it may not be an address at all. */
function redirectTarget(location: string, from: URL): URL {
  try {
    return new URL(location, from);
  } catch {
    throw new OutboundError('unreachable', 'it redirects to something that is not an address');
  }
}

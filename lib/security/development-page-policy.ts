import { contentSecurityPolicy, securityHeaderOptions } from '@/lib/security/security-headers';

/**
 * The Content-Security-Policy of a page the development server renders: the site's policy, plus a fresh nonce for the
 * hot-reload bootstrap Next inlines (Next reads the nonce back from this header on the request and puts it on that
 * script) and the hot-reload websocket of the host the page was reached at (localhost or 127.0.0.1 alike).
 */
export function developmentPagePolicy(host: string): string {
  return contentSecurityPolicy({
    ...securityHeaderOptions(process.env),
    nonce: crypto.randomUUID(),
    websocket: `ws://${host}`,
  });
}

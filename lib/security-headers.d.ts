/** Types for lib/security-headers.js, which stays CommonJS so next.config.js can require it. */

export interface SecurityHeaderOptions {
  /** Adds HSTS and upgrade-insecure-requests; development instead allows React Refresh's eval and HMR's websocket. */
  production: boolean;
  /** Stripe.js is loaded (a publishable key is set). */
  stripe: boolean;
  /** PostHog's API host, when analytics is on. */
  posthogHost?: string;
  /** The browser SDK's DSN, when error reporting is on. */
  sentryDsn?: string;
}

export interface Header {
  key: string;
  value: string;
}

export function securityHeaders(options: SecurityHeaderOptions): Header[];

export function securityHeaderOptions(env: Record<string, string | undefined>): SecurityHeaderOptions;

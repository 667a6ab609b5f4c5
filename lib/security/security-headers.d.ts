/** Types for lib/security/security-headers.js, which stays CommonJS so next.config.js can require it. */

export interface SecurityHeaderOptions {
  /** Adds HSTS and upgrade-insecure-requests; development instead allows the eval React's development build needs. */
  production: boolean;
  /** Stripe.js is loaded (a publishable key is set). */
  stripe: boolean;
  /** PostHog's API host, when analytics is on. */
  posthogHost?: string;
  /** The browser SDK's DSN, when error reporting is on. */
  sentryDsn?: string;
  /** A development page's nonce, for the hot-reload bootstrap the development server inlines. */
  nonce?: string;
  /** The hot-reload websocket's origin (`ws://<host>`), on a development page. */
  websocket?: string;
}

export interface Header {
  key: string;
  value: string;
}

export interface HeaderRule {
  source: string;
  locale: false;
  headers: Header[];
}

export function contentSecurityPolicy(options: SecurityHeaderOptions): string;

export function securityHeaders(options: SecurityHeaderOptions): Header[];

export function securityHeaderRules(options: SecurityHeaderOptions): HeaderRule[];

export function securityHeaderOptions(env: Record<string, string | undefined>): SecurityHeaderOptions;

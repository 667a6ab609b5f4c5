import { config } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that at its first object schema. The
 * Content-Security-Policy (lib/security-headers.js) forbids eval, so in the browser the probe is a reported
 * violation; jitless mode skips it. The server keeps the compiled parsers. Imported first by pages/_app.tsx, before
 * any module builds a schema.
 */
if (typeof window !== 'undefined') config({ jitless: true });

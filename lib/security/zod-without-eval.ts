import { config } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that at its first object schema. The
 * Content-Security-Policy (lib/security/security-headers.js) forbids eval, so in the browser the probe is a reported
 * violation; jitless mode skips it. The server keeps the compiled parsers. Imported first by each module the browser
 * builds schemas from (contact, listing, project and render inputs), so pages without zod do not load it.
 */
if (typeof window !== 'undefined') config({ jitless: true });

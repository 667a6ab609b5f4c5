/**
 * A redirect target from the query is followed only when it stays on this site: a single leading slash and no
 * scheme, host or backslash trick (`//evil.com`, `/\evil.com`, `https://evil.com`). Anything else gives `fallback`.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target === '') return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  // Control characters (a tab or newline inside `/\t/evil.com`) are dropped by URL parsers and can form `//`.
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback;
  try {
    const base = 'http://roomcraft.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

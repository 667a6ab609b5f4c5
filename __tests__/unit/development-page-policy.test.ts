import { describe, expect, it } from '@jest/globals';
import { NextRequest } from 'next/server';
import { developmentPagePolicy } from '@/lib/security/development-page-policy';
import { proxy } from '@/proxy';

/**
 * The nonce a policy lets scripts carry, read as CSP defines it (and Next's renderer reads it): the first
 * `'nonce-<base64>'` source of script-src, or of default-src when there is no script-src.
 */
function scriptNonce(policy: string): string | undefined {
  const directives = policy.split(';').map((directive) => directive.trim().split(/\s+/));
  const directive =
    directives.find(([name]) => name === 'script-src') ?? directives.find(([name]) => name === 'default-src');
  for (const source of directive?.slice(1) ?? []) {
    const nonce = /^'nonce-([A-Za-z0-9+/_-]+={0,2})'$/.exec(source)?.[1];
    if (nonce) return nonce;
  }
  return undefined;
}

describe('developmentPagePolicy', () => {
  it("gives each page a fresh nonce Next's renderer reads back, and the websocket of the host it was reached at", () => {
    const first = developmentPagePolicy('127.0.0.1:3311');
    const second = developmentPagePolicy('localhost:3311');
    const nonce = scriptNonce(first);
    expect(nonce).toMatch(/^[\w-]{16,}$/);
    expect(scriptNonce(second)).not.toBe(nonce);
    expect(first).toContain(`script-src 'self' 'nonce-${nonce}' 'unsafe-eval';`);
    expect(first).toContain("connect-src 'self' ws://127.0.0.1:3311;");
    expect(second).toContain("connect-src 'self' ws://localhost:3311;");
    expect(first).toContain("frame-ancestors 'none'");
  });
});

describe('proxy.ts outside production', () => {
  it('puts the same page policy on the request Next renders and on the answer the browser enforces', async () => {
    const response = await proxy(
      new NextRequest('http://127.0.0.1:3311/es/pricing', { headers: { host: '127.0.0.1:3311' } }),
    );
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(scriptNonce(policy)).toBeTruthy();
    expect(policy).toContain('ws://127.0.0.1:3311');
    // What NextResponse.next passes on to the page's renderer.
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
  });
});

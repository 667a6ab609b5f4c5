import { describe, expect, it } from '@jest/globals';
import { buildCustomRoute } from 'next/dist/lib/build-custom-route';
import type { Header as Rule } from 'next/dist/lib/load-custom-routes';
import { earlyAnswerHeaders } from '@/lib/early-answer-headers';
import { securityHeaderRules, securityHeaders } from '@/lib/security-headers';

/** Header rules as the build records them in its routes manifest: each source compiled by Next's own code. */
function manifest(rules: Rule[]) {
  return {
    headers: rules.map((rule) => buildCustomRoute('header', rule)),
  };
}

const PRODUCTION = { production: true, stripe: false };

describe('earlyAnswerHeaders', () => {
  it('gives /api/me every security header next.config.js gives every answer, in production and in development', () => {
    for (const options of [PRODUCTION, { production: false, stripe: true }]) {
      const headers = earlyAnswerHeaders(manifest(securityHeaderRules(options)), '/api/me');
      expect(headers).toEqual(securityHeaders(options));
    }
  });

  it('leaves out the rules whose source does not match the path', () => {
    const rules = [
      { source: '/(.*)', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
      { source: '/pricing', headers: [{ key: 'Cache-Control', value: 'public' }] },
      { source: '/api/(.*)', headers: [{ key: 'X-Api', value: '1' }] },
    ];
    expect(earlyAnswerHeaders(manifest(rules), '/api/me')).toEqual([
      { key: 'X-Frame-Options', value: 'DENY' },
      { key: 'X-Api', value: '1' },
    ]);
  });

  it("lets a later rule's value replace an earlier one's, whatever the case of its name, as Next does", () => {
    const rules = [
      { source: '/(.*)', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
      { source: '/api/me', headers: [{ key: 'referrer-policy', value: 'same-origin' }] },
    ];
    expect(earlyAnswerHeaders(manifest(rules), '/api/me')).toEqual([
      { key: 'referrer-policy', value: 'same-origin' },
    ]);
  });

  it.each<[string, Rule]>([
    [
      'depends on a request header',
      { source: '/api/me', has: [{ type: 'header', key: 'x-preview' }], headers: [] },
    ],
    [
      'depends on a missing cookie',
      { source: '/api/me', missing: [{ type: 'cookie', key: 'seen' }], headers: [] },
    ],
    ['substitutes a parameter', { source: '/api/:name', headers: [{ key: 'X-Route', value: ':name' }] }],
    ['sets a cookie', { source: '/api/me', headers: [{ key: 'Set-Cookie', value: 'seen=1' }] }],
  ])('gives up (null), leaving the path to Next, when a matching rule %s', (_, special) => {
    const everyPath = { source: '/(.*)', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] };
    expect(earlyAnswerHeaders(manifest([everyPath, special]), '/api/me')).toBeNull();
    // The same rule on another path does not stop this one.
    const elsewhere = { ...special, source: '/api/plans' };
    expect(earlyAnswerHeaders(manifest([everyPath, elsewhere]), '/api/me')).toEqual([
      { key: 'X-Frame-Options', value: 'DENY' },
    ]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { safeRedirect } from '@/lib/auth/safe-redirect';

describe('safeRedirect', () => {
  it.each(['/account', '/account?tab=billing', '/learn/room-cleanup#tips', '/es/pricing'])(
    'keeps %s',
    (path) => {
      expect(safeRedirect(path)).toBe(path);
    },
  );

  it.each([
    '//evil.com',
    '//evil.com/account',
    'https://evil.com',
    'http://evil.com/account',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'javascript:alert(1)',
    'account',
    '',
    undefined,
    ['/account'],
    42,
  ])('refuses %p', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.com', '/account')).toBe('/account');
  });
});

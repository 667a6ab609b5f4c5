import { describe, expect, it } from '@jest/globals';
import { getURL } from '@/lib/site-url';

describe('getURL', () => {
  it('falls back to the local development address with a trailing slash', () => {
    expect(getURL('', undefined)).toBe('http://localhost:3000/');
    expect(getURL('', '')).toBe('http://localhost:3000/');
  });

  it('adds the scheme and exactly one trailing slash', () => {
    expect(getURL('', 'roomcraft.app')).toBe('https://roomcraft.app/');
    expect(getURL('', 'https://roomcraft.app')).toBe('https://roomcraft.app/');
    expect(getURL('', 'https://roomcraft.app//')).toBe('https://roomcraft.app/');
  });

  it('never joins a path with a double slash', () => {
    expect(getURL('/account', 'https://roomcraft.app/')).toBe('https://roomcraft.app/account');
    expect(getURL('account', 'https://roomcraft.app')).toBe('https://roomcraft.app/account');
    expect(getURL('//auth/callback?next=/x', 'https://roomcraft.app/')).toBe(
      'https://roomcraft.app/auth/callback?next=/x',
    );
    expect(getURL('/pricing')).not.toMatch(/[^:]\/\//);
  });
});

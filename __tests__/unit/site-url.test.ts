import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { runWithRequestOrigin } from '@/lib/site/request-origin';
import { getURL } from '@/lib/site/site-url';

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

describe('getURL without a configured address', () => {
  const request = (host: string | undefined) =>
    ({ headers: host === undefined ? {} : { host }, socket: {} }) as unknown as IncomingMessage;

  it('follows the address the request being handled reached', () => {
    expect(runWithRequestOrigin(request('127.0.0.1:3200'), () => getURL('/checkout/local/cs_1', ''))).toBe(
      'http://127.0.0.1:3200/checkout/local/cs_1',
    );
    expect(runWithRequestOrigin(request('preview.internal:8080'), () => getURL('pricing', ''))).toBe(
      'http://preview.internal:8080/pricing',
    );
  });

  it('keeps the configured address whatever the request says', () => {
    expect(
      runWithRequestOrigin(request('evil.example'), () => getURL('account', 'https://roomcraft.app/')),
    ).toBe('https://roomcraft.app/account');
  });

  it('uses no Host that is not a plain host name or address: links keep the last address the process was reached at', () => {
    runWithRequestOrigin(request('roomcraft.local:3200'), () => undefined);
    for (const host of ['evil.example/path', 'a b', 'x@y', '', undefined]) {
      expect(runWithRequestOrigin(request(host), () => getURL('a', ''))).toBe(
        'http://roomcraft.local:3200/a',
      );
    }
    // Work outside any request (a job) builds its links on that address too.
    expect(getURL('b', '')).toBe('http://roomcraft.local:3200/b');
  });
});

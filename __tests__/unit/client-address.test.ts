import { describe, expect, it } from '@jest/globals';
import { type ProxyTrust, clientAddress } from '@/lib/api/client-address';
import { EnvError, parseServerEnv } from '@/lib/env';

const NO_PROXY: ProxyTrust = { TRUSTED_PROXY: undefined, TRUSTED_PROXY_HOPS: 0 };
const hops = (n: number): ProxyTrust => ({ TRUSTED_PROXY: undefined, TRUSTED_PROXY_HOPS: n });
const VERCEL: ProxyTrust = { TRUSTED_PROXY: 'vercel', TRUSTED_PROXY_HOPS: 0 };

/** A request from `socketAddress` carrying `headers`. */
function from(socketAddress: string | undefined, headers: Record<string, string> = {}) {
  return { socketAddress, header: (name: string) => headers[name] };
}

describe('clientAddress with no proxy trusted (the default)', () => {
  it('takes the connection, whatever the forwarding headers claim', () => {
    const spoofed = {
      'x-forwarded-for': '198.51.100.7',
      'x-real-ip': '198.51.100.8',
      'x-vercel-forwarded-for': '198.51.100.9',
    };
    expect(clientAddress(from('203.0.113.5', spoofed), NO_PROXY)).toBe('203.0.113.5');
    expect(clientAddress(from('203.0.113.5', { 'x-forwarded-for': '1.1.1.1, 2.2.2.2' }), NO_PROXY)).toBe(
      '203.0.113.5',
    );
  });

  it('reads a dual-stack socket’s IPv4-mapped address as plain IPv4, and keeps IPv6 as IPv6', () => {
    expect(clientAddress(from('::ffff:127.0.0.1'), NO_PROXY)).toBe('127.0.0.1');
    expect(clientAddress(from('2001:DB8:0:0::1'), NO_PROXY)).toBe('2001:db8::1');
  });

  it('knows nothing without a socket (proxy.ts), even when X-Forwarded-For looks like an address', () => {
    expect(clientAddress(from(undefined, { 'x-forwarded-for': '203.0.113.5' }), NO_PROXY)).toBeUndefined();
  });
});

describe('clientAddress behind TRUSTED_PROXY_HOPS proxies', () => {
  it('takes the last entry behind one proxy, so entries the client wrote to the left do not count', () => {
    expect(clientAddress(from('10.0.0.2', { 'x-forwarded-for': '203.0.113.5' }), hops(1))).toBe(
      '203.0.113.5',
    );
    expect(
      clientAddress(from('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 7.7.7.7 , 203.0.113.5' }), hops(1)),
    ).toBe('203.0.113.5');
  });

  it('takes the second entry from the right behind two', () => {
    expect(
      clientAddress(from('10.0.0.3', { 'x-forwarded-for': '6.6.6.6, 203.0.113.5, 10.0.0.2' }), hops(2)),
    ).toBe('203.0.113.5');
  });

  it('falls back to the connection when the header is missing or shorter than the chain', () => {
    expect(clientAddress(from('203.0.113.5'), hops(1))).toBe('203.0.113.5');
    expect(clientAddress(from('203.0.113.5', { 'x-forwarded-for': '6.6.6.6' }), hops(2))).toBe('203.0.113.5');
  });

  it.each([
    ['junk', 'not-an-address'],
    ['an empty entry', '6.6.6.6, '],
    ['a host name', 'evil.example.com'],
    ['a short IPv4 form', '127.1'],
    ['an out-of-range octet', '256.1.1.1'],
    ['a CIDR range', '203.0.113.0/24'],
  ])('falls back to the connection when the trusted entry is %s', (_case, header) => {
    expect(clientAddress(from('10.0.0.2', { 'x-forwarded-for': header }), hops(1))).toBe('10.0.0.2');
  });

  it('drops a port a proxy appended, and normalises IPv6', () => {
    expect(clientAddress(from('10.0.0.2', { 'x-forwarded-for': '203.0.113.5:51234' }), hops(1))).toBe(
      '203.0.113.5',
    );
    expect(clientAddress(from('10.0.0.2', { 'x-forwarded-for': '[2001:db8::0:1]:443' }), hops(1))).toBe(
      '2001:db8::1',
    );
    expect(clientAddress(from('10.0.0.2', { 'x-forwarded-for': '::ffff:203.0.113.5' }), hops(1))).toBe(
      '203.0.113.5',
    );
  });

  it('works without a socket (proxy.ts), since the trusted proxies wrote the header', () => {
    expect(clientAddress(from(undefined, { 'x-forwarded-for': '6.6.6.6, 203.0.113.5' }), hops(1))).toBe(
      '203.0.113.5',
    );
  });
});

describe('clientAddress with TRUSTED_PROXY=vercel', () => {
  it('takes x-vercel-forwarded-for before X-Forwarded-For, which a proxy in front of Vercel may replace', () => {
    const headers = {
      'x-vercel-forwarded-for': '203.0.113.5',
      'x-forwarded-for': '6.6.6.6',
      'x-real-ip': '7.7.7.7',
    };
    expect(clientAddress(from('10.0.0.2', headers), VERCEL)).toBe('203.0.113.5');
    expect(clientAddress(from(undefined, headers), VERCEL)).toBe('203.0.113.5');
  });

  it('falls back to x-real-ip, then to the connection, never to X-Forwarded-For', () => {
    expect(clientAddress(from('10.0.0.2', { 'x-real-ip': '203.0.113.5' }), VERCEL)).toBe('203.0.113.5');
    expect(clientAddress(from('10.0.0.2', { 'x-forwarded-for': '6.6.6.6' }), VERCEL)).toBe('10.0.0.2');
    expect(clientAddress(from('10.0.0.2', { 'x-vercel-forwarded-for': 'junk' }), VERCEL)).toBe('10.0.0.2');
  });
});

describe('the proxy settings in parseServerEnv', () => {
  it('trust no proxy unless told', () => {
    const env = parseServerEnv({});
    expect([env.TRUSTED_PROXY, env.TRUSTED_PROXY_HOPS]).toEqual([undefined, 0]);
    expect(parseServerEnv({ TRUSTED_PROXY_HOPS: '2' }).TRUSTED_PROXY_HOPS).toBe(2);
    expect(parseServerEnv({ TRUSTED_PROXY: 'vercel' }).TRUSTED_PROXY).toBe('vercel');
  });

  it.each([
    [{ TRUSTED_PROXY_HOPS: 'one' }, /TRUSTED_PROXY_HOPS must be a whole number/],
    [{ TRUSTED_PROXY_HOPS: '1.5' }, /TRUSTED_PROXY_HOPS must be a whole number/],
    [{ TRUSTED_PROXY_HOPS: '-1' }, /TRUSTED_PROXY_HOPS must be 0 or more/],
    [{ TRUSTED_PROXY: 'cloudflare' }, /TRUSTED_PROXY must be vercel/],
    [{ TRUSTED_PROXY: 'vercel', TRUSTED_PROXY_HOPS: '1' }, /not both/],
  ])('refuse %o', (vars, message) => {
    expect(() => parseServerEnv(vars)).toThrow(EnvError);
    expect(() => parseServerEnv(vars)).toThrow(message);
  });
});

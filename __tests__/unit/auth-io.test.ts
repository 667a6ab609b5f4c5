import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authIoFromNode } from '@/lib/auth/auth-io';

/** A request from `remoteAddress`, counting how often its socket's address is read. */
function request(remoteAddress: string, headers: Record<string, string> = {}) {
  let reads = 0;
  const socket = {
    get remoteAddress() {
      reads += 1;
      return remoteAddress;
    },
  };
  const req = { headers, socket } as unknown as IncomingMessage;
  return { req, reads: () => reads };
}

const response = () =>
  ({ getHeader: () => undefined, setHeader: () => undefined }) as unknown as ServerResponse;

describe('authIoFromNode', () => {
  it("works out the client's address only when asked, once, as the limits key it", () => {
    const { req, reads } = request('::ffff:203.0.113.7', { 'x-forwarded-for': '198.51.100.1' });
    const io = authIoFromNode(req, response());
    expect(reads()).toBe(0);
    expect(io.ip).toBe('203.0.113.7');
    expect(io.ip).toBe('203.0.113.7');
    expect(reads()).toBe(1);
  });

  it("says 'unknown' for a connection without a usable address", () => {
    expect(authIoFromNode(request('not an address').req, response()).ip).toBe('unknown');
  });

  it('counts an IPv6 client under its /64 for limits, and keeps its own address for records', () => {
    const io = authIoFromNode(request('2001:db8:1:2:a:b:c:d').req, response());
    expect(io.ip).toBe('2001:db8:1:2:a:b:c:d');
    expect(io.network).toBe('2001:db8:1:2::/64');
    expect(authIoFromNode(request('::ffff:203.0.113.7').req, response()).network).toBe('203.0.113.7');
    expect(authIoFromNode(request('not an address').req, response()).network).toBe('unknown');
  });

  it('reads cookies and headers as before', () => {
    const { req } = request('203.0.113.7', { cookie: 'rc_session=abc; other=1', 'user-agent': 'test' });
    const io = authIoFromNode(req, response());
    expect(io.getCookie('rc_session')).toBe('abc');
    expect(io.header('User-Agent')).toBe('test');
  });
});

import { describe, expect, it } from '@jest/globals';
import { clientNetwork } from '@/lib/api/client-network';

describe('clientNetwork', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(clientNetwork('203.0.113.8')).not.toBe(clientNetwork('203.0.113.7'));
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, in either spelling', () => {
    expect(clientNetwork('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(clientNetwork('::FFFF:1.2.3.4')).toBe('1.2.3.4');
    expect(clientNetwork('::ffff:0102:0304')).toBe('1.2.3.4');
    expect(clientNetwork('0:0:0:0:0:ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(clientNetwork('::ffff:1.2.3.5')).not.toBe(clientNetwork('::ffff:1.2.3.4'));
  });

  it('groups an IPv6 address by its /64, however it is written', () => {
    const home = '2001:db8:1:2::/64';
    expect(clientNetwork('2001:db8:1:2::1')).toBe(home);
    expect(clientNetwork('2001:db8:1:2:a1b2:c3d4:e5f6:789')).toBe(home);
    expect(clientNetwork('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe(home);
    expect(clientNetwork('2001:db8:1:2:0:0:0:0')).toBe(home);
    expect(clientNetwork('2001:db8:1:2::')).toBe(home);
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8::/64');
    expect(clientNetwork('::1')).toBe('::/64');
  });

  it('keeps neighbouring /64s apart', () => {
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientNetwork('2001:db8:1:2::1')).not.toBe(clientNetwork('2001:db8:1:3::1'));
    expect(clientNetwork('2001:db8:0:1::1')).not.toBe(clientNetwork('2001:db9:0:1::1'));
  });

  it('drops a zone id, which names an interface of ours and not a client', () => {
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80::/64');
    expect(clientNetwork('fe80::2%25')).toBe('fe80::/64');
  });

  it('gives nothing for anything that is not one address', () => {
    for (const junk of [
      undefined,
      '',
      '   ',
      'unknown',
      'not an address',
      '1.2.3',
      '01.2.3.4',
      '0x7f.0.0.1',
      '256.1.1.1',
      '2001:db8::1/64',
      '2001:db8:::1',
      '1:2:3:4:5:6:7:8:9',
      '::ffff:999.1.1.1',
      '[2001:db8::1]',
      '203.0.113.7, 198.51.100.1',
      'x'.repeat(10_000),
    ]) {
      expect(clientNetwork(junk)).toBeUndefined();
    }
  });
});

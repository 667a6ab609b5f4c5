import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { API_TIERS } from '@/lib/billing/pricing-rules';
import { generateApiKey, hashApiKey, looksLikeApiKey } from '@/lib/pro-api/api-key-format';
import { tierForQuantity } from '@/lib/pro-api/api-allowance';
import { requestHash } from '@/lib/pro-api/idempotency';
import { isPublicAddress } from '@/lib/pro-api/public-address';
import { signWebhook, verifyWebhookSignature } from '@/lib/pro-api/webhooks/sign-webhook';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '2002:7f00:1::1',
    '64:ff9b::7f00:1',
    'not an address',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:93.184.216.34'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('API keys', () => {
  it('are random, recognisable, and found again only through their hash', () => {
    const a = generateApiKey();
    const b = generateApiKey();
    expect(a.key).not.toBe(b.key);
    expect(looksLikeApiKey(a.key)).toBe(true);
    expect(looksLikeApiKey(`${a.key}x`)).toBe(false);
    expect(a.key.startsWith(a.prefix)).toBe(true);
    expect(a.hash).toBe(hashApiKey(a.key));
    expect(a.hash).not.toContain(a.key.slice(8));
    expect(a.webhookSecret).toMatch(/^whsec_/);
  });
});

describe('tierForQuantity (SPEC §9)', () => {
  it('gives each tier its images, a quantity between tiers the tier below, and none below the first', () => {
    for (const tier of API_TIERS) expect(tierForQuantity(tier.quantity)).toEqual(tier);
    expect(tierForQuantity(3)).toEqual({ quantity: 2, images: 1_500 });
    expect(tierForQuantity(20)).toEqual({ quantity: 13, images: 10_000 });
    expect(tierForQuantity(0)).toBeNull();
  });
});

describe('requestHash', () => {
  it('ignores the order of the fields but not their values', () => {
    expect(requestHash({ a: 1, b: 'x' })).toBe(requestHash({ b: 'x', a: 1 }));
    expect(requestHash({ a: 1, b: 'x' })).not.toBe(requestHash({ a: 2, b: 'x' }));
    expect(requestHash({ a: undefined })).toBe(requestHash({ a: null }));
  });
});

describe('webhook signatures', () => {
  const secret = 'whsec_test';
  const body = '{"type":"render.succeeded"}';
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);

  it('are HMAC-SHA256 of "<t>.<body>" in the documented header form', () => {
    const header = signWebhook(secret, body, now);
    const t = now / 1000;
    expect(header).toBe(`t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`);
    expect(verifyWebhookSignature(secret, body, header, now + 60_000)).toBe(true);
  });

  it('fail for another body, another secret, an old timestamp or a malformed header', () => {
    const header = signWebhook(secret, body, now);
    expect(verifyWebhookSignature(secret, `${body} `, header, now)).toBe(false);
    expect(verifyWebhookSignature('whsec_other', body, header, now)).toBe(false);
    expect(verifyWebhookSignature(secret, body, header, now + 301_000)).toBe(false);
    expect(verifyWebhookSignature(secret, body, 'v1=abc', now)).toBe(false);
    expect(verifyWebhookSignature(secret, body, `t=${now / 1000},v1=zz`, now)).toBe(false);
  });
});

import { describe, expect, it } from '@jest/globals';
import type { ErrorEvent } from '@sentry/nextjs';
import { scrubEvent, scrubSpan, scrubString } from '@/lib/analytics/scrub-event';
import { sentryOptions } from '@/lib/analytics/sentry-options';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';

describe('scrubString', () => {
  it.each([
    ['No account for ada.lovelace+test@example.co.uk', 'No account for [email]'],
    ['Authorization: Bearer abc.def-123', 'Authorization: Bearer [token]'],
    [`token ${JWT} expired`, 'token [token] expired'],
    ['key rc_live_9f8e7d6c5b4a3f2e1d0c', 'key [key]'],
    ['/reset?next=%2Fstudio&email=ada%40example.com', '/reset?next=%2Fstudio&email=[Filtered]'],
    ['GET /api/users?who=ada%40example.com', 'GET /api/users?who=[email]'],
    ['stripe said sk_test_51Habcdefghijkl', 'stripe said [key]'],
    ['openai key sk-proj-abcdefghijklmnopqrstuv', 'openai key [key]'],
  ])('removes secrets from %j', (input, output) => {
    expect(scrubString(input)).toBe(output);
  });

  it('leaves ordinary text alone', () => {
    const text = 'Render 3f2a failed: the desk-lamp mask was empty (task_id 42)';
    expect(scrubString(text)).toBe(text);
  });
});

describe('scrubEvent', () => {
  const event = (): ErrorEvent => ({
    type: undefined,
    event_id: 'e1',
    message: 'Sign-in failed for ada@example.com',
    exception: { values: [{ type: 'Error', value: `bad token ${JWT}` }] },
    request: {
      url: 'https://roomcraft.test/auth/callback?token=abc&email=ada%40example.com',
      cookies: { rc_session: 'secret-session' },
      headers: {
        Cookie: 'rc_session=secret-session',
        Authorization: 'Bearer rc_live_0123456789abcdef',
        'x-api-key': 'rc_live_0123456789abcdef',
        'User-Agent': 'Mozilla/5.0',
      },
      data: { email: 'ada@example.com', password: 'hunter22', note: 'call me at ada@example.com' },
      query_string: 'email=ada@example.com',
    },
    user: { id: 'user-1', email: 'ada@example.com', ip_address: '203.0.113.9', username: 'ada' },
    breadcrumbs: [
      { category: 'fetch', message: 'POST /api/auth/signin', data: { body: '{"email":"ada@example.com"}' } },
      { category: 'console', message: `Authorization: Bearer ${JWT}` },
    ],
    extra: {
      apiKey: 'rc_live_0123456789abcdef',
      nested: { deeper: { token: 'x', text: 'sk_live_abcdefghijkl' } },
    },
  });

  it('removes e-mails, tokens, keys, cookies and authorization headers from request, user, breadcrumbs, extra', () => {
    const scrubbed = scrubEvent(event());
    const text = JSON.stringify(scrubbed);
    expect(text).not.toMatch(/ada@example\.com|ada%40example|hunter22|secret-session|rc_live_|sk_live_|eyJ/);
    expect(scrubbed.request?.cookies).toBeUndefined();
    expect(scrubbed.request?.headers).toEqual({ 'User-Agent': 'Mozilla/5.0' });
    expect(scrubbed.request?.data).toEqual({
      email: '[Filtered]',
      password: '[Filtered]',
      note: 'call me at [email]',
    });
    expect(scrubbed.request?.url).toBe(
      'https://roomcraft.test/auth/callback?token=[Filtered]&email=[Filtered]',
    );
    expect(scrubbed.user).toEqual({ id: 'user-1' });
    expect(scrubbed.breadcrumbs?.[1]?.message).toBe('Authorization: Bearer [token]');
    expect(scrubbed.extra).toEqual({
      apiKey: '[Filtered]',
      nested: { deeper: { token: '[Filtered]', text: '[key]' } },
    });
    expect(scrubbed.message).toBe('Sign-in failed for [email]');
    expect(scrubbed.exception?.values?.[0]?.value).toBe('bad token [token]');
  });

  it('does not change the event it was given, and survives a cycle', () => {
    const original = event();
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    original.extra = { loop };
    scrubEvent(original);
    expect(original.user?.email).toBe('ada@example.com');
    expect(scrubEvent(original).extra).toEqual({ loop: { name: 'loop', self: '[Filtered]' } });
  });

  it('is what every runtime sends through, with the sampling of SPEC §9', () => {
    const options = sentryOptions('https://key@o1.ingest.sentry.io/1');
    expect(options).toMatchObject({ tracesSampleRate: 0.0001, sendDefaultPii: false });
    expect(options.beforeSend).toBe(scrubEvent);
    expect(options.beforeSendSpan).toBe(scrubSpan);
  });

  it('scrubs streamed spans: their name and attributes', () => {
    const span = {
      span_id: 's1',
      name: 'GET /auth/callback?token=abc123',
      attributes: {
        'url.full': 'https://roomcraft.test/auth/callback?token=abc123&next=%2Fstudio',
        'http.request.header.authorization': 'Bearer rc_live_0123456789abcdef',
        'http.request.header.cookie': 'rc_session=opaque-session-value',
        'user.email': 'ada@example.com',
        'http.response.status_code': 200,
      },
    };
    expect(scrubSpan(span)).toEqual({
      span_id: 's1',
      name: 'GET /auth/callback?token=[Filtered]',
      attributes: {
        'url.full': 'https://roomcraft.test/auth/callback?token=[Filtered]&next=%2Fstudio',
        'http.request.header.authorization': '[Filtered]',
        'http.request.header.cookie': '[Filtered]',
        'user.email': '[Filtered]',
        'http.response.status_code': 200,
      },
    });
  });
});

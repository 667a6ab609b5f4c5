import 'next-test-api-route-handler';
import { describe, expect, it, jest } from '@jest/globals';
import { asService } from '@/lib/db/as-user';
import * as signin from '@/pages/api/auth/signin';
import * as signup from '@/pages/api/auth/signup';
import { callRoute } from './helpers/call-route';
import { setupTestDatabase } from './helpers/test-database';

const t = setupTestDatabase();

async function countUsers() {
  const a = await t.db().query<{ n: number }>('select count(*)::int as n from auth.users');
  const p = await t.db().query<{ n: number }>('select count(*)::int as n from public.users');
  return { auth: a.rows[0]!.n, details: p.rows[0]!.n };
}

describe('sign-up bad input', () => {
  it.each([
    [
      'an invalid e-mail',
      { email: 'not-an-email', password: 'password-123' },
      { error: 'invalid_email', description: 'Enter a valid e-mail address.', field: 'email' },
    ],
    [
      'a short password',
      { email: 'short@example.com', password: 'seven77' },
      {
        error: 'password_too_short',
        description: 'Use at least 8 characters for your password.',
        field: 'password',
        params: { min: 8 },
      },
    ],
    [
      'a missing password',
      { email: 'nopw@example.com' },
      { error: 'password_required', description: 'Enter a password.', field: 'password' },
    ],
  ])('refuses %s with 400, a code and the field, writing nothing', async (_name, body, answer) => {
    const before = await countUsers();
    const res = await callRoute(signup, { method: 'POST', body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(answer);
    expect(await countUsers()).toEqual(before);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await callRoute(signup, { method: 'POST', rawBody: '{"email": "x@example.com", ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'invalid_json', description: 'The request body is not valid JSON.' });
  });

  it('refuses an empty body with 400', async () => {
    const res = await callRoute(signup, { method: 'POST', rawBody: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'invalid_body', description: 'A JSON request body is required.' });
  });

  it('refuses an oversized body with 413', async () => {
    const res = await callRoute(signup, {
      method: 'POST',
      body: { email: 'big@example.com', password: 'password-123', fullName: 'x'.repeat(200_000) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: 'payload_too_large',
      description: 'The request body is larger than 100 KB.',
      params: { kb: 100 },
    });
  });

  it('refuses a wrong method with 405', async () => {
    const res = await callRoute(signup, { method: 'GET' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('keeps the first account as it was when its e-mail (in any case) signs up again', async () => {
    expect(
      (
        await callRoute(signup, {
          method: 'POST',
          body: { email: 'dup@example.com', password: 'first-password' },
        })
      ).status,
    ).toBe(201);
    const before = await countUsers();
    const res = await callRoute(signup, {
      method: 'POST',
      body: { email: 'DUP@example.com', password: 'second-password' },
    });
    // The answer of a new address: whether one is taken is not for the visitor to learn.
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ user: null, confirmationRequired: true });
    expect(await countUsers()).toEqual(before);
    const first = await callRoute(signin, {
      method: 'POST',
      body: { email: 'dup@example.com', password: 'first-password' },
    });
    expect(first.status).toBe(200);
  });

  it('leaves no user row when a later step of sign-up fails', async () => {
    // Make the last write of sign-up (the confirmation e-mail) fail, as a full disk or a bug would.
    await asService((tx) =>
      tx.exec(`
        create function local_auth.fail_mail() returns trigger language plpgsql as $$
        begin raise exception 'mail outbox unavailable'; end $$;
        create trigger fail_mail before insert on local_auth.outbox for each row execute function local_auth.fail_mail();
      `),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const before = await countUsers();
      const res = await callRoute(signup, {
        method: 'POST',
        body: { email: 'half@example.com', password: 'password-123' },
      });
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ error: 'internal_error' });
      expect(res.setCookies.some((c) => c.startsWith('rc_session='))).toBe(false);
      expect(await countUsers()).toEqual(before);
      const sessions = await t
        .db()
        .query<{ n: number }>(
          'select count(*)::int as n from local_auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1',
          ['half@example.com'],
        );
      expect(sessions.rows[0]!.n).toBe(0);
      expect(String(logged.mock.calls[0]?.[0])).toMatch(/unexpected error/);
    } finally {
      logged.mockRestore();
      await asService((tx) =>
        tx.exec('drop trigger fail_mail on local_auth.outbox; drop function local_auth.fail_mail();'),
      );
    }
    // The same address signs up fine once the fault is gone.
    expect(
      (
        await callRoute(signup, {
          method: 'POST',
          body: { email: 'half@example.com', password: 'password-123' },
        })
      ).status,
    ).toBe(201);
  });
});

import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createSupabaseAuth } from '@/lib/auth/supabase/supabase-auth';
import type { AuthIo } from '@/lib/auth/types';
import { startFakeGoTrue } from './helpers/fake-gotrue';

let gotrue: Awaited<ReturnType<typeof startFakeGoTrue>>;

beforeAll(async () => {
  gotrue = await startFakeGoTrue();
  process.env.NEXT_PUBLIC_SUPABASE_URL = gotrue.url;
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = 'anon-key';
  // Required with Supabase; never connected to here (the adapter does not touch our database).
  process.env.DATABASE_URL = 'postgres://unused@127.0.0.1:1/unused';
});

afterAll(() => gotrue.close());

/** A browser: cookies the adapter sets are sent back on the next request. */
function browser(): AuthIo & { jar: Map<string, string> } {
  const jar = new Map<string, string>();
  return {
    jar,
    getCookie: (name) => jar.get(name),
    getAllCookies: () => [...jar].map(([name, value]) => ({ name, value })),
    setCookie: (name, value, options) => {
      if (options.maxAge === 0 || value === '') jar.delete(name);
      else jar.set(name, value);
    },
    header: () => undefined,
    ip: '127.0.0.1',
    network: '127.0.0.1',
  };
}

/** A browser holding a well-formed copy of `io`'s session cookie whose access token carries a wrong signature. */
function forgedCopy(io: ReturnType<typeof browser>) {
  const [name, value] = [...io.jar].find(([n]) => n.startsWith('sb-'))!;
  const stored = JSON.parse(Buffer.from(value.replace(/^base64-/, ''), 'base64url').toString('utf8'));
  const [header, payload] = stored.access_token.split('.');
  stored.access_token = `${header}.${payload}.${Buffer.from('forged-signature').toString('base64url')}`;
  const forged = browser();
  forged.jar.set(name, `base64-${Buffer.from(JSON.stringify(stored)).toString('base64url')}`);
  return forged;
}

describe('Supabase auth adapter against a GoTrue-speaking server', () => {
  const auth = createSupabaseAuth();

  it('signs up with confirmation required: no session yet, and the name and return link are sent', async () => {
    const io = browser();
    expect(
      await auth.signUp(io, {
        email: 'sb@example.com',
        password: 'password-123',
        fullName: 'Sam',
        next: '/studio',
      }),
    ).toBeNull();
    const call = gotrue.calls.find((c) => c.path === '/auth/v1/signup')!;
    expect(call.body).toMatchObject({
      email: 'sb@example.com',
      password: 'password-123',
      data: { full_name: 'Sam' },
    });
    expect(call.query.redirect_to).toBe('http://localhost:3000/auth/callback?next=%2Fstudio');
  });

  it('answers a sign-up for a taken address exactly like a new one, and e-mails the owner a reset link', async () => {
    const signUp = (email: string) =>
      auth.signUp(browser(), { email, password: 'other-password', next: '/' });
    const fresh = browser();
    expect(
      await auth.signUp(fresh, { email: 'owner@example.com', password: 'other-password', next: '/' }),
    ).toBeNull();
    gotrue.users.get('owner@example.com')!.email_confirmed_at = new Date().toISOString();
    const recovers = () => gotrue.calls.filter((c) => c.path === '/auth/v1/recover').map((c) => c.body.email);
    const before = recovers().length;

    const io = browser();
    expect(
      await auth.signUp(io, { email: 'owner@example.com', password: 'taken-password', next: '/' }),
    ).toBeNull();
    // The same cookies as for a new address: only the PKCE verifier @supabase/ssr keeps for the e-mailed link.
    expect([...io.jar.keys()]).toEqual([...fresh.jar.keys()]);
    expect(recovers().slice(before)).toEqual(['owner@example.com']);
    const recover = gotrue.calls.findLast((c) => c.path === '/auth/v1/recover')!;
    expect(recover.query.redirect_to).toBe('http://localhost:3000/auth/callback?next=/reset-password');
    expect(gotrue.users.get('owner@example.com')!.password).toBe('other-password');

    // Supabase refusing the mail (its per-address limit) does not change the answer.
    gotrue.settings.mailLimited = true;
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await signUp('owner@example.com')).toBeNull();
      expect(warned).toHaveBeenCalled();
    } finally {
      gotrue.settings.mailLimited = false;
      warned.mockRestore();
    }

    // With e-mail confirmation off Supabase refuses a taken address outright; the visitor still learns nothing.
    gotrue.settings.autoconfirm = true;
    try {
      expect(await signUp('owner@example.com')).toBeNull();
      expect(recovers().slice(before)).toEqual([
        'owner@example.com',
        'owner@example.com',
        'owner@example.com',
      ]);
    } finally {
      gotrue.settings.autoconfirm = false;
    }
  });

  it('signs in into cookies that getSession verifies with Supabase, and signs out', async () => {
    const io = browser();
    await expect(
      auth.signIn(io, { email: 'sb@example.com', password: 'wrong-password' }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      description: 'Invalid e-mail or password.',
    });
    const session = await auth.signIn(io, { email: 'sb@example.com', password: 'password-123' });
    expect(session.user.email).toBe('sb@example.com');
    expect([...io.jar.keys()].some((name) => name.startsWith('sb-'))).toBe(true);

    const fromCookies = await auth.getSession(io);
    expect(fromCookies?.user.id).toBe(session.user.id);
    expect(fromCookies?.accessToken.split('.')).toHaveLength(3);
    expect(gotrue.calls.some((c) => c.method === 'GET' && c.path === '/auth/v1/user')).toBe(true);

    await auth.signOut(io);
    expect(await auth.getSession(io)).toBeNull();
  });

  it('trusts no forged cookie: getSession asks Supabase, which refuses a tampered token', async () => {
    const io = browser();
    await auth.signIn(io, { email: 'sb@example.com', password: 'password-123' });
    const forged = forgedCopy(io);
    const asked = gotrue.calls.length;
    expect(await auth.getSession(forged)).toBeNull();
    expect(gotrue.calls.slice(asked).some((c) => c.method === 'GET' && c.path === '/auth/v1/user')).toBe(
      true,
    );
  });

  it('answers GET /api/me with nothing for a forged cookie, having asked Supabase before any database read', async () => {
    const io = browser();
    await auth.signIn(io, { email: 'sb@example.com', password: 'password-123' });
    const forged = forgedCopy(io);
    const asked = gotrue.calls.length;
    // DATABASE_URL points nowhere here: reading the user's context would fail instead of answering null.
    expect(await auth.getMe(forged)).toBeNull();
    expect(await auth.getMe(browser())).toBeNull();
    expect(gotrue.calls.slice(asked).some((c) => c.method === 'GET' && c.path === '/auth/v1/user')).toBe(
      true,
    );
  });

  it('clears the cookies of a session Supabase says has ended, and keeps them while Supabase cannot be reached', async () => {
    const account = { email: 'ended@example.com', password: 'password-123' };
    gotrue.users.set(account.email, {
      ...account,
      id: crypto.randomUUID(),
      email_confirmed_at: new Date().toISOString(),
      created_at: new Date().toISOString(),
    });
    const io = browser();
    await auth.signIn(io, account);
    // The same cookies left in another browser, whose session is then signed out here.
    const elsewhere = browser();
    for (const [name, value] of io.jar) elsewhere.jar.set(name, value);
    await auth.signOut(io);

    gotrue.settings.down = true;
    try {
      expect(await auth.getSession(elsewhere)).toBeNull();
    } finally {
      gotrue.settings.down = false;
    }
    expect([...elsewhere.jar.keys()].some((name) => name.startsWith('sb-'))).toBe(true);

    expect(await auth.getMe(elsewhere)).toBeNull();
    expect([...elsewhere.jar.keys()].filter((name) => name.startsWith('sb-'))).toEqual([]);

    const again = browser();
    await auth.signIn(again, account);
    const forged = forgedCopy(again);
    expect(await auth.getSession(forged)).toBeNull();
    expect([...forged.jar.keys()].filter((name) => name.startsWith('sb-'))).toEqual([]);
  });

  it('verifies an e-mailed link into a session and refuses an invalid one', async () => {
    const io = browser();
    const session = await auth.verifyEmailLink(io, { tokenHash: 'hash-for-sb@example.com', type: 'signup' });
    expect(session.user.email_confirmed_at).not.toBeNull();
    const verify = gotrue.calls.filter((c) => c.path === '/auth/v1/verify').at(-1)!;
    expect(verify.body).toMatchObject({ token_hash: 'hash-for-sb@example.com', type: 'email' });
    await expect(
      auth.verifyEmailLink(browser(), { tokenHash: 'forged', type: 'magiclink' }),
    ).rejects.toMatchObject({
      code: 'invalid_link',
    });
  });

  it('asks Supabase to send magic links and reset mails with our callback address', async () => {
    await auth.sendMagicLink(browser(), 'sb@example.com', '/account');
    await auth.requestPasswordReset(browser(), 'sb@example.com');
    const otp = gotrue.calls.find((c) => c.path === '/auth/v1/otp')!;
    expect(otp.body).toMatchObject({ email: 'sb@example.com', create_user: false });
    const recover = gotrue.calls.findLast((c) => c.path === '/auth/v1/recover')!;
    expect(recover.body).toMatchObject({ email: 'sb@example.com' });
  });
});

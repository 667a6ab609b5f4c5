import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, jwtVerify } from 'jose';

type User = {
  id: string;
  email: string;
  password: string;
  email_confirmed_at: string | null;
  created_at: string;
};

const SECRET = new TextEncoder().encode('fake-gotrue-jwt-secret-for-tests-only');

/**
 * A local server speaking the parts of Supabase Auth's (GoTrue) REST API that our adapter uses: /auth/v1/signup,
 * /token?grant_type=password, /user, /logout, /otp, /recover, /verify. Access tokens are real HS256 JWTs.
 * E-mail confirmation is on, as in a new Supabase project, unless `settings.autoconfirm` turns it off;
 * `settings.mailLimited` answers mail requests as Supabase does once its per-address mail limit is reached;
 * `settings.down` answers every request 503, as an unavailable Supabase does.
 */
export async function startFakeGoTrue() {
  const settings = { autoconfirm: false, mailLimited: false, down: false };
  const users = new Map<string, User>();
  const revoked = new Set<string>();
  const calls: {
    method: string;
    path: string;
    query: Record<string, string>;
    body: Record<string, unknown>;
  }[] = [];

  const publicUser = (u: User) => ({
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    email_confirmed_at: u.email_confirmed_at,
    created_at: u.created_at,
    app_metadata: { provider: 'email' },
    user_metadata: {},
    identities: [{ id: u.id, provider: 'email' }],
  });

  async function session(u: User) {
    const now = Math.floor(Date.now() / 1000);
    const sessionId = randomUUID();
    const accessToken = await new SignJWT({
      email: u.email,
      role: 'authenticated',
      aud: 'authenticated',
      session_id: sessionId,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(u.id)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(SECRET);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: now + 3600,
      refresh_token: randomUUID(),
      user: publicUser(u),
    };
  }

  async function userFromBearer(req: IncomingMessage): Promise<User | null> {
    const token = req.headers.authorization?.replace(/^Bearer /, '');
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, SECRET);
      if (revoked.has(String(payload.session_id))) return null;
      return [...users.values()].find((u) => u.id === payload.sub) ?? null;
    } catch {
      return null;
    }
  }

  async function isRevokedSession(req: IncomingMessage): Promise<boolean> {
    try {
      const { payload } = await jwtVerify(req.headers.authorization?.replace(/^Bearer /, '') ?? '', SECRET);
      return revoked.has(String(payload.session_id));
    } catch {
      return false;
    }
  }

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, status: number, errorCode: string, msg: string) =>
    send(res, status, { code: status, error_code: errorCode, msg });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    calls.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
    });
    const email = String(body.email ?? '').toLowerCase();
    if (settings.down) return fail(res, 503, 'unexpected_failure', 'Service Unavailable');

    if (req.method === 'POST' && url.pathname === '/auth/v1/signup') {
      const existing = users.get(email);
      if (existing && settings.autoconfirm) {
        return fail(res, 422, 'user_already_exists', 'User already registered');
      }
      if (existing?.email_confirmed_at) {
        // GoTrue hides a confirmed account behind a made-up user without identities, and sends nothing.
        return send(res, 200, {
          ...publicUser(existing),
          id: randomUUID(),
          email_confirmed_at: null,
          created_at: new Date().toISOString(),
          identities: [],
        });
      }
      // An unconfirmed account is left as it was; GoTrue sends its confirmation again.
      if (existing) return send(res, 200, publicUser(existing));
      const user: User = {
        id: randomUUID(),
        email,
        password: String(body.password),
        email_confirmed_at: settings.autoconfirm ? new Date().toISOString() : null,
        created_at: new Date().toISOString(),
      };
      users.set(email, user);
      // With confirmation on, no session until the address is confirmed.
      return send(res, 200, settings.autoconfirm ? await session(user) : publicUser(user));
    }
    if (
      req.method === 'POST' &&
      url.pathname === '/auth/v1/token' &&
      url.searchParams.get('grant_type') === 'password'
    ) {
      const user = users.get(email);
      if (!user || user.password !== body.password)
        return fail(res, 400, 'invalid_credentials', 'Invalid login credentials');
      return send(res, 200, await session(user));
    }
    if (req.method === 'GET' && url.pathname === '/auth/v1/user') {
      // GoTrue's answer to a well-signed token whose session was signed out (elsewhere, or by a new password).
      if (await isRevokedSession(req)) {
        return fail(res, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      }
      const user = await userFromBearer(req);
      return user ? send(res, 200, publicUser(user)) : fail(res, 401, 'bad_jwt', 'invalid JWT');
    }
    if (req.method === 'PUT' && url.pathname === '/auth/v1/user') {
      const user = await userFromBearer(req);
      if (!user) return fail(res, 401, 'bad_jwt', 'invalid JWT');
      user.password = String(body.password);
      return send(res, 200, publicUser(user));
    }
    if (req.method === 'POST' && url.pathname === '/auth/v1/logout') {
      const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      try {
        const { payload } = await jwtVerify(token, SECRET);
        revoked.add(String(payload.session_id));
      } catch {
        // Already invalid.
      }
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'POST' && (url.pathname === '/auth/v1/otp' || url.pathname === '/auth/v1/recover')) {
      if (settings.mailLimited) {
        return fail(
          res,
          429,
          'over_email_send_rate_limit',
          'For security purposes, you can only request this once every 60 seconds',
        );
      }
      return send(res, 200, {});
    }
    if (req.method === 'POST' && url.pathname === '/auth/v1/verify') {
      const user = [...users.values()].find((u) => body.token_hash === `hash-for-${u.email}`);
      if (!user) return fail(res, 403, 'otp_expired', 'Email link is invalid or has expired');
      user.email_confirmed_at ??= new Date().toISOString();
      return send(res, 200, await session(user));
    }
    fail(res, 404, 'not_found', `no route ${req.method} ${url.pathname}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    settings,
    users,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

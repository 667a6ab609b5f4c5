import 'next-test-api-route-handler';
import { describe, expect, it } from '@jest/globals';
import { hkdfSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import { LOCAL_AUTH_SECRET_FILE } from '@/lib/auth/server-secret';
import { migrate } from '@/lib/db/migrate';
import { getServerEnv } from '@/lib/env';
import * as me from '@/pages/api/me';
import { callRoute } from './helpers/call-route';
import { signUpUser } from './helpers/sign-up';
import { setupTestDatabase } from './helpers/test-database';

const t = setupTestDatabase();

type MeBody = { user: { email: string }; accessToken: string };

const DROP_STORED_KEYS = '20261128154500';

/** A token as the server signed them while its key sat in local_auth.secrets. */
function tokenSignedWith(key: Uint8Array, claims: { sub: string; sid: string; email: string }) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: claims.email, sid: claims.sid, role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer('roomcraft-local-auth')
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(key);
}

const bearer = (token: string) => callRoute(me, { headers: { authorization: `Bearer ${token}` } });

describe('the signing keys of access tokens', () => {
  it('are derived from the auth secret (here the local run’s own, on disk), and the database holds none', async () => {
    const { jar } = await signUpUser('derived-key@example.com');
    const { accessToken } = (await callRoute(me, {}, jar)).body as MeBody;
    const secret =
      getServerEnv().AUTH_SECRET ??
      readFileSync(path.join(process.cwd(), LOCAL_AUTH_SECRET_FILE), 'utf8').trim();
    const key = new Uint8Array(
      hkdfSync('sha256', secret, 'roomcraft', 'roomcraft access_token signing key', 32),
    );
    const { payload } = await jwtVerify(accessToken, key, { issuer: 'roomcraft-local-auth' });
    expect(payload.email).toBe('derived-key@example.com');

    const { rows } = await t
      .db()
      .query<{ found: string | null }>("select to_regclass('local_auth.secrets')::text as found");
    expect(rows[0]!.found).toBeNull();

    // A token signed with any other key, the right claims and all, is refused.
    const forged = await tokenSignedWith(randomBytes(32), {
      sub: String(payload.sub),
      sid: String(payload.sid),
      email: 'derived-key@example.com',
    });
    expect((await bearer(forged)).body).toMatchObject({ error: 'not_authenticated' });
  });

  it('change without ending any session: its cookie lives on, and a token of the stored key gets a clean 401', async () => {
    const { id, jar } = await signUpUser('across-the-change@example.com');
    const { rows } = await t
      .db()
      .query<{ id: string }>('select id from local_auth.sessions where user_id = $1', [id]);
    const sid = rows[0]!.id;
    // The database as it stood before the change: the stored key, and a token it signed.
    const stored = randomBytes(32);
    await t.db().exec('create table local_auth.secrets (name text primary key, value text not null)');
    await t
      .db()
      .query("insert into local_auth.secrets (name, value) values ('access_token', $1)", [
        stored.toString('base64'),
      ]);
    await t
      .db()
      .query('delete from supabase_migrations.schema_migrations where version = $1', [DROP_STORED_KEYS]);
    const old = await tokenSignedWith(stored, { sub: id, sid, email: 'across-the-change@example.com' });

    expect(await migrate(t.db())).toEqual([`${DROP_STORED_KEYS}_drop_stored_signing_keys`]);
    const left = await t
      .db()
      .query<{ found: string | null }>("select to_regclass('local_auth.secrets')::text as found");
    expect(left.rows[0]!.found).toBeNull();

    const refused = await bearer(old);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      error: 'not_authenticated',
      description: 'The user does not have an active session or is not authenticated',
    });
    const page = await callRoute(me, {}, jar);
    expect(page.status).toBe(200);
    expect(page.setCookies).toEqual([]);
    const { accessToken } = page.body as MeBody;
    expect(((await bearer(accessToken)).body as MeBody).user.email).toBe('across-the-change@example.com');
  });
});

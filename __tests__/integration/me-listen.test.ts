import 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { readSessionContext } from '@/lib/auth/local/read-session-context';
import { SESSION_COOKIE } from '@/lib/auth/local/sessions';
import { createPostgresDatabase } from '@/lib/db/postgres-database';
import type { Database, Queryable } from '@/lib/db/types';
import type { TMe } from '@/lib/users/me-types';
import * as me from '@/pages/api/me';
import * as deleteAccount from '@/pages/api/account/delete';
import * as signin from '@/pages/api/auth/signin';
import * as signout from '@/pages/api/auth/signout';
import { callRoute } from './helpers/call-route';
import { countRoundTrips } from './helpers/count-round-trips';
import { signUpUser } from './helpers/sign-up';
import { subscribe } from './helpers/subscribe';
import { type TcpSwitchProxy, startTcpSwitchProxy } from './helpers/tcp-switch-proxy';
import { setupTestDatabase } from './helpers/test-database';

const serverUrl = process.env.TEST_DATABASE_URL;
/** How long a notification may take to cross from one instance's commit to another's listener. */
const NOTIFIED_WITHIN_MS = 5_000;
/** How long a lost listener may take to be back once its server can be reached (its pauses grow to 10 s). */
const BACK_WITHIN_MS = 15_000;

// Registered before the test database's: the process's listening connection goes through the proxy, and instance
// B's connections are closed before the database is dropped.
let proxy: TcpSwitchProxy | undefined;
let b: Database | undefined;
beforeAll(async () => {
  if (!serverUrl) return;
  const { hostname, port } = new URL(serverUrl);
  proxy = await startTcpSwitchProxy({ host: hostname, port: Number(port || 5432) });
});
afterAll(async () => {
  await b?.close();
  await proxy?.close();
});

/**
 * Instance A is this process (its routes, its database, LISTENing through a proxy the test can cut off or slow
 * down); instance B is a second database object on the same database, with its own pool, listener and cache.
 */
const t = setupTestDatabase({
  listenUrl: (databaseUrl) => {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(proxy!.port);
    return url.toString();
  },
});
beforeAll(() => {
  if (serverUrl) b = createPostgresDatabase(process.env.DATABASE_URL!, process.env.DATABASE_URL);
});

async function waitFor(what: string, ms: number, check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A's GET /api/me with the round trips it made. */
async function meOnA(jar: Map<string, string>) {
  let res: Awaited<ReturnType<typeof callRoute>> | undefined;
  const roundTrips = await countRoundTrips(async () => {
    res = await callRoute(me, {}, new Map(jar));
  });
  return { status: res!.status, body: res!.body as TMe, roundTrips };
}

/** B's reading of the session of a cookie, with the statements it sent. */
async function readOnB(jar: Map<string, string>) {
  let statements = 0;
  const counted: Queryable = {
    query: (sql, params) => ((statements += 1), b!.query(sql, params)),
    exec: (sql) => ((statements += 1), b!.exec(sql)),
  };
  const found = await readSessionContext({ ...b!, ...counted }, { token: jar.get(SESSION_COOKIE)! });
  return { found, statements };
}

/** Until each instance answers the session from its cache: their listeners are up. */
async function cachedOnBoth(jar: Map<string, string>) {
  await waitFor('A keeps the answer', BACK_WITHIN_MS, async () => (await meOnA(jar)).roundTrips === 0);
  await waitFor('B keeps the answer', BACK_WITHIN_MS, async () => (await readOnB(jar)).statements === 0);
}

const terminateListeners = async () => {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const { rowCount } = await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
     where datname = current_database() and application_name = 'roomcraft user_context listener'`,
  );
  await admin.end();
  return rowCount;
};

(serverUrl ? describe : describe.skip)('GET /api/me kept by instances listening to PostgreSQL', () => {
  it('after a sign-out, answers 401 at once on the instance that signed out, and soon on another', async () => {
    const { jar } = await signUpUser('two-instances@example.com');
    await cachedOnBoth(jar);
    // A's notifications are held back: only its own dropping of the session can make its next answer right.
    proxy!.hold();
    try {
      const signedOut = await callRoute(signout, { method: 'POST', sameOrigin: true }, new Map(jar));
      expect(signedOut.status).toBeLessThan(400);
      const after = await meOnA(jar);
      expect(after.status).toBe(401);
      expect(after.roundTrips).toBe(1);
      await waitFor(
        'B drops the session',
        NOTIFIED_WITHIN_MS,
        async () => (await readOnB(jar)).found === null,
      );
    } finally {
      proxy!.release();
    }
  });

  it('after a sign-in that replaces a cookie, refuses the old session at once on the instance that signed in', async () => {
    const email = 'replaced-cookie@example.com';
    const { jar } = await signUpUser(email);
    await cachedOnBoth(jar);
    const replaced = new Map(jar);
    proxy!.hold();
    try {
      const signedIn = await callRoute(
        signin,
        { method: 'POST', body: { email, password: 'password-123' } },
        jar,
      );
      expect(signedIn.status).toBe(200);
      expect(jar.get(SESSION_COOKIE)).not.toBe(replaced.get(SESSION_COOKIE));
      const old = await meOnA(replaced);
      expect(old.status).toBe(401);
      expect(old.roundTrips).toBe(1);
      expect((await meOnA(jar)).status).toBe(200);
    } finally {
      proxy!.release();
    }
  });

  it('after an account is deleted, refuses its other sessions at once on the instance that deleted it', async () => {
    const email = 'deleted-account@example.com';
    const { jar } = await signUpUser(email);
    const other = new Map<string, string>();
    expect(
      (await callRoute(signin, { method: 'POST', body: { email, password: 'password-123' } }, other)).status,
    ).toBe(200);
    await cachedOnBoth(other);
    proxy!.hold();
    try {
      const deleted = await callRoute(
        deleteAccount,
        { method: 'POST', body: { confirm: 'DELETE' }, sameOrigin: true },
        jar,
      );
      expect(deleted.status).toBe(200);
      const after = await meOnA(other);
      expect(after.status).toBe(401);
      expect(after.roundTrips).toBe(1);
    } finally {
      proxy!.release();
    }
  });

  it('shows a change of plan or credits made elsewhere', async () => {
    const { id, jar } = await signUpUser('plan-change@example.com');
    await cachedOnBoth(jar);
    await t.db().query(
      `insert into public.usage (user_id, month, renders)
       values ($1, date_trunc('month', now() at time zone 'utc')::date, 2)`,
      [id],
    );
    const { subscriptionId } = await subscribe(t.db(), id, 'Gold');
    await waitFor('A sees the new plan and usage', NOTIFIED_WITHIN_MS, async () => {
      const { body } = await meOnA(jar);
      return body.rendersThisMonth === 2 && body.subscription?.id === subscriptionId;
    });
    await waitFor('B sees the new plan and usage', NOTIFIED_WITHIN_MS, async () => {
      const { found } = await readOnB(jar);
      return found?.context.rendersThisMonth === 2 && found.context.subscription?.id === subscriptionId;
    });
  });

  it('serves nothing from its cache while its listener is lost, and keeps answers again once it is back', async () => {
    const { id, jar } = await signUpUser('listener-lost@example.com');
    await cachedOnBoth(jar);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A cannot reconnect until the proxy is restored; B reconnects on its own.
    proxy!.cutOff();
    expect(await terminateListeners()).toBeGreaterThanOrEqual(1);
    await waitFor('A reads again', NOTIFIED_WITHIN_MS, async () => (await meOnA(jar)).roundTrips === 1);
    const rename = (name: string) =>
      t.db().query('update public.users set full_name = $2 where id = $1', [id, name]);
    for (const name of ['While down 1', 'While down 2', 'While down 3']) {
      await rename(name);
      const down = await meOnA(jar);
      expect(down.roundTrips).toBe(1);
      expect(down.body.userDetails?.full_name).toBe(name);
    }
    proxy!.restore();
    await cachedOnBoth(jar);
    // Each lost listener said so (A once however many of its reconnections failed; a slow heartbeat may add one).
    const messages = logged.mock.calls.map((call) => String(call[0]));
    expect(messages.length).toBeGreaterThanOrEqual(2);
    for (const message of messages) expect(message).toMatch(/^\[db\] not listening on user_context /);
    logged.mockRestore();
    expect((await meOnA(jar)).body.userDetails?.full_name).toBe('While down 3');
    expect((await readOnB(jar)).found?.context.userDetails?.full_name).toBe('While down 3');
  });
});

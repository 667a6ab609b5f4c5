import '@/lib/server-only';
import pg from 'pg';
import type { Listener } from './types';

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;
/**
 * A connection can die without a word (a firewall or NAT dropping it): a notification then never comes and nothing
 * says so. A statement this often proves it alive; one unanswered for as long counts as the connection lost.
 */
const HEARTBEAT_MS = 5_000;

/**
 * LISTENs on `channel` over one connection of its own, outside any pool (a transaction pooler cannot hold a LISTEN),
 * and keeps it: lost, it reconnects with a growing pause. `listener.listening` says when notifications can be relied
 * on (true once the LISTEN is in place) and when they can no longer be (false as soon as the connection is lost):
 * one may have been missed in between. Returns the function that stops it.
 */
export function listenToPostgres(
  connectionString: string,
  channel: string,
  listener: Listener,
): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryMs = RETRY_FIRST_MS;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  // Said once per outage (and for a first connection that fails): a wrong DATABASE_LISTEN_URL would otherwise only
  // show as every GET /api/me reading the database.
  let told = false;
  const lost = (failed: pg.Client, error?: Error) => {
    if (failed !== client) return;
    if (!stopped && !told) {
      told = true;
      console.error(
        `[db] not listening on ${channel} (${error?.message ?? 'connection closed'}): nothing is kept on its word until it is back`,
      );
    }
    client = undefined;
    clearInterval(heartbeat);
    listener.listening(false);
    failed.end().catch(() => undefined);
    if (stopped) return;
    retry = setTimeout(connect, retryMs).unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect() {
    const current = new pg.Client({
      connectionString,
      application_name: `roomcraft ${channel} listener`,
      // The system notices a dead peer too, and ending a connection whose socket is gone does not hang.
      keepAlive: true,
    });
    client = current;
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    current.on('notification', (message) => {
      if (message.channel === channel) listener.notify(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(current, error as Error);
      return;
    }
    if (current !== client) return;
    retryMs = RETRY_FIRST_MS;
    told = false;
    heartbeat = setInterval(() => {
      const timeout = setTimeout(() => lost(current), HEARTBEAT_MS).unref();
      current.query('select 1').then(
        () => clearTimeout(timeout),
        (error: Error) => lost(current, error),
      );
    }, HEARTBEAT_MS).unref();
    listener.listening(true);
  }

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    if (current) lost(current);
  };
}

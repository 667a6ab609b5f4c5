import '@/lib/server-only';
import type { PGlite } from '@electric-sql/pglite';

export type Row = Record<string, unknown>;

export type QueryResult<T> = { rows: T[]; rowCount: number };

/** What a query needs: the pool itself, or one transaction's connection. */
export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
}

/** How another client reaches the same database: the job queue opens its own connections to it. */
export type DatabaseConnection =
  { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; connectionString: string };

export type Listener = {
  notify(payload: string): void;
  /** True once every notification sent from then on will arrive; false when one may be missed. */
  listening(reliable: boolean): void;
};

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  readonly connection: DatabaseConnection;
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Tells `listener` of every notification on `channel`, and of when notifications can be relied on: an answer kept
   * on their word is only as good as the connection that brings them. The embedded database always has one (its one
   * session is this process's, so a notification arrives with the commit that sends it, before anything after that
   * commit runs). A server database has one only where a connection able to LISTEN is named (DATABASE_LISTEN_URL: a
   * transaction pooler cannot hold one), and its notifications come a moment after the commit, over that connection.
   */
  listen?(channel: string, listener: Listener): Promise<void>;
}

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

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  readonly connection: DatabaseConnection;
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of every notification on `channel`, and says that this database has a listener
   * in the session setting `roomcraft.<channel>_listener`, which triggers read before they notify. Only the embedded
   * database has it: its one session is this process's, so a notification arrives with the commit that sends it,
   * before anything after that commit runs. A server database's would come later over another connection, and
   * through a transaction pooler not at all.
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<void>;
}

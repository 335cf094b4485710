/** What SQL code needs: the same calls on embedded PGlite and on PostgreSQL. */
export interface Queryable {
  /** One statement with $1… parameters; the rows it returns. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Where the data lives, for logs (never includes a password). */
  readonly where: string;
  /**
   * Publish-subscribe across server processes: PostgreSQL LISTEN/NOTIFY on PostgreSQL, in this
   * process on embedded PGlite (one process owns its files). `subscribe` answers an unsubscribe.
   */
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Runs `fn` in one transaction: all of it commits, or (on a throw) none of it. `unbounded`: its
   * statements are not held to the statement timeout (PostgreSQL's DATABASE_STATEMENT_TIMEOUT_MS):
   * migrations, which may rewrite a large table, and wait for each other's lock.
   */
  transaction<R>(fn: (tx: Queryable) => Promise<R>, options?: { unbounded?: boolean }): Promise<R>;
  close(): Promise<void>;
  /** The connections this process holds and the calls waiting for one (the metrics' pool figures); none on a stand-in (the seed's). */
  pool?(): PoolFigures;
  /**
   * Embedded only: the whole database as a tarball (gzipped if asked), taken safely while it is in use:
   * what `openDb({ memory, snapshot })` starts from, and what `npm run backup` writes (server/backup).
   */
  snapshot?(compression?: 'none' | 'gzip'): Promise<Blob>;
}

/** A process's connection pool at one moment (server/metrics). */
export interface PoolFigures {
  /** Connections open (PGlite: its one engine). */
  total: number;
  /** Of those, idle. */
  idle: number;
  /** Queries and transactions waiting for a connection. */
  waiting: number;
}

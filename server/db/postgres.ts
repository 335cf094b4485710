import pg from 'pg';
import type { Db, Queryable } from './types';
import { schemaChannel } from './channel';
import { PreparedNames } from './preparedNames';
import { processLog } from '../platform/processLog';

/**
 * How long opening a connection may take. Without a limit a database that stops answering (a
 * network that swallows packets) leaves every call, and the LISTEN connection, waiting for ever;
 * with it they fail, and the API answers 503 (server/http/dbErrors.ts).
 */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * The client's own bound on a statement, past the server's statement_timeout: a server that does not
 * answer at all (stopped, or a network that swallows packets) cannot cancel anything, so the client
 * gives up this long after the server should have (issue 47, item 3). The pg driver's longest timer
 * stands for "none" (its option treats 0 as "use the default").
 */
export const CLIENT_GRACE_MS = 3_000;
const NO_CLIENT_BOUND = 2_147_483_647;
/** The pg driver's words when its own bound ran out (it gives no code). */
const timedOut = (e: unknown) => e instanceof Error && e.message === 'Query read timeout';

/** A statement with the client's bound on it (the driver reads `query_timeout` per query; its types leave it out). */
const bounded = (config: pg.QueryConfig, ms: number | undefined): pg.QueryConfig => (ms ? ({ ...config, query_timeout: ms } as pg.QueryConfig) : config);

const wrap = (client: pg.Pool | pg.PoolClient, names: PreparedNames, bound?: number): Queryable => {
  const run = (config: pg.QueryConfig) => client.query(bounded(config, bound));
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      // a busy statement runs prepared under its name (server/db/preparedNames.ts says why)
      const name = names.nameOf(sql);
      if (!name) return (await run({ text: sql, values: params as unknown[] })).rows as T[];
      try {
        return (await run({ name, text: sql, values: params as unknown[] })).rows as T[];
      } catch (e) {
        // outside a transaction the statement can run again, unnamed (inside one it is aborted)
        if (!names.stale(sql, e) || !('totalCount' in client)) throw e;
        return (await run({ text: sql, values: params as unknown[] })).rows as T[];
      }
    },
    async exec(sql: string) {
      await run({ text: sql }); // no parameters: the simple protocol runs several statements
    },
  };
};

/** Connections of one process's pool unless told (`DATABASE_POOL_SIZE`, server/databaseSettings.ts). */
export const DEFAULT_POOL_SIZE = 10;

/** Any PostgreSQL 15+ through a connection string. */
export async function openPostgres(url: string, options: { searchPath?: string; poolSize?: number; statementTimeoutMs?: number } = {}): Promise<Db> {
  const names = new PreparedNames();
  const limit = options.statementTimeoutMs;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    // also the longest wait for a free connection of the pool: with every connection stuck, a call is refused, not queued for ever
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // the server cancels a statement running longer (SQLSTATE 57014); the client bound below covers a server that cannot
    ...(limit ? { statement_timeout: limit, query_timeout: limit + CLIENT_GRACE_MS } : {}),
    // A fresh schema per test run, or a deployment's own schema.
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', (err) => processLog.error({ error: err.message }, 'PostgreSQL pool error'));
  // fail fast with a clear error when the database is unreachable; the schema names the channels
  const schema = String((await pool.query<{ s: string }>('select current_schema() as s')).rows[0]!.s);
  const safe = new URL(url);
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    where: `${safe.hostname}:${safe.port || 5432}${safe.pathname}`,
    ...wrap(pool, names),
    async transaction(fn, txOptions) {
      const client = await pool.connect();
      const unbounded = !!limit && !!txOptions?.unbounded;
      // A connection lost while checked out is also reported as an 'error' event of the client;
      // without a listener that event ends the process (the query in flight fails with it anyway).
      let lost: Error | undefined;
      const onLost = (err: Error) => {
        lost = err;
      };
      client.on('error', onLost);
      try {
        await client.query('begin');
        // for this transaction only (set local): its statements may run as long as they need
        if (unbounded) await client.query(bounded({ text: 'set local statement_timeout = 0' }, NO_CLIENT_BOUND));
        const result = await fn(wrap(client, names, unbounded ? NO_CLIENT_BOUND : undefined));
        await client.query('commit');
        return result;
      } catch (err) {
        // a connection whose server stopped answering is left for dead (discarded below): its rollback would wait as long again
        if (timedOut(err)) lost = err as Error;
        else await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.off('error', onLost);
        client.release(lost); // a lost connection is discarded, not handed out again
      }
    },
    async publish(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [schemaChannel(channel, schema), payload]);
    },
    subscribe: (channel, fn) => listen(listeners, url, options.searchPath, schemaChannel(channel, schema), fn),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      for (const stop of [...listeners]) await stop();
      await pool.end();
    },
  };
}

const RELISTEN_MS = 2_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When that
 * connection drops, it is opened again after a pause, so a restarted database resumes delivery.
 */
async function listen(listeners: Set<() => Promise<void>>, url: string, searchPath: string | undefined, channel: string, fn: (payload: string) => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    });
    c.on('notification', (n) => n.channel === channel && fn(n.payload ?? ''));
    c.on('error', () => retry());
    c.on('end', () => retry());
    try {
      await c.connect();
      await c.query(`listen "${channel}"`);
      client = c;
    } catch {
      await c.end().catch(() => undefined);
      retry();
    }
  };
  const retry = () => {
    if (stopped || timer) return;
    client = undefined;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, RELISTEN_MS);
  };
  await connect();
  const stop = async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    listeners.delete(stop);
    await client?.end().catch(() => undefined);
  };
  listeners.add(stop);
  return stop;
}

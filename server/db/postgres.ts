import pg from 'pg';
import type { Db, Queryable } from './types';

const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
  async query<T>(sql: string, params: readonly unknown[] = []) {
    const res = await client.query(sql, params as unknown[]);
    return res.rows as T[];
  },
  async exec(sql: string) {
    await client.query(sql); // no parameters: the simple protocol runs several statements
  },
});

/** Any PostgreSQL 15+ through a connection string. */
export async function openPostgres(url: string, options: { searchPath?: string } = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A fresh schema per test run, or a deployment's own schema.
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
  await pool.query('select 1'); // fail fast with a clear error when the database is unreachable
  const safe = new URL(url);
  return {
    kind: 'postgres',
    where: `${safe.hostname}:${safe.port || 5432}${safe.pathname}`,
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

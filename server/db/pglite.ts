import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './types';

const wrap = (pg: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
  async query<T>(sql: string, params: readonly unknown[] = []) {
    const res = await pg.query<T>(sql, params as unknown[]);
    return res.rows;
  },
  async exec(sql: string) {
    await pg.exec(sql);
  },
});

/** Embedded PostgreSQL (WASM): on disk under `dataDir`, or in memory when none is given (tests). */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir ?? 'memory://');
  // One process owns an embedded database, so its messages travel in this process.
  const bus = new EventEmitter().setMaxListeners(0);
  return {
    kind: 'pglite',
    where: dataDir ?? 'memory',
    ...wrap(pg),
    async publish(channel, payload) {
      bus.emit(channel, payload);
    },
    async subscribe(channel, fn) {
      bus.on(channel, fn);
      return async () => void bus.off(channel, fn);
    },
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}

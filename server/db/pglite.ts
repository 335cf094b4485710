import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './types';
import { schemaChannel } from './channel';
import { relativeMemberNames } from './tarNames';

/** In libuv's thread pool: a 40 MB data directory does not hold the event loop while it is packed. */
const gzipped = promisify(gzip);

/**
 * PGlite runs each statement on this thread and settles its promise at once, so a chain of
 * statements (an import's two thousand inserts) would run as one long stretch of microtasks:
 * no request, socket frame or timer is served until it ends (a 2,000-row import held
 * `/api/health` for 5 s). After each statement the event loop takes its turn.
 */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Calls started on the engine and not yet answered. PGlite runs one at a time behind its own lock,
 * which it does not expose: every call in flight beyond the one running is waiting for it, which is
 * what a pool's `waiting` says on PostgreSQL (the metrics read it).
 */
interface InFlight {
  n: number;
}

const wrap = (pg: Pick<PGlite, 'query' | 'exec'>, flight: InFlight): Queryable => ({
  async query<T>(sql: string, params: readonly unknown[] = []) {
    flight.n++;
    try {
      return (await pg.query<T>(sql, params as unknown[])).rows;
    } finally {
      flight.n--;
      await turn();
    }
  },
  async exec(sql: string) {
    flight.n++;
    try {
      await pg.exec(sql);
    } finally {
      flight.n--;
      await turn();
    }
  },
});

/**
 * Embedded PostgreSQL (WASM): on disk under `dataDir`, or in memory when none is given (tests).
 * An in-memory database can start from a snapshot (`dumpSnapshot`): the test suites migrate and
 * seed once and load that in each file, a second instead of ten.
 */
export async function openPglite(dataDir?: string, snapshot?: Blob): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the lists' "contains" filters are served by trigram indexes (migration 054)
  const pg = await PGlite.create({ dataDir: dataDir ?? 'memory://', loadDataDir: snapshot, extensions: { pg_trgm } });
  // One process owns an embedded database, so its messages travel in this process; what the
  // database itself notifies (triggers: migration 024) joins them on the same bus.
  const bus = new EventEmitter().setMaxListeners(0);
  const heard = new Set<string>();
  const flight: InFlight = { n: 0 };
  return {
    kind: 'pglite',
    where: dataDir ?? 'memory',
    ...wrap(pg, flight),
    async publish(channel, payload) {
      bus.emit(channel, payload);
    },
    async subscribe(channel, fn) {
      if (!heard.has(channel)) {
        heard.add(channel);
        // what the triggers announce comes on the schema's channel (migration 031)
        const [{ s: schema }] = (await pg.query<{ s: string }>('select current_schema() as s')).rows as [{ s: string }];
        await pg.listen(schemaChannel(channel, schema), (payload) => bus.emit(channel, payload));
      }
      bus.on(channel, fn);
      return async () => void bus.off(channel, fn);
    },
    // a transaction holds the engine from its begin to its end; its own statements are not counted again
    transaction: async (fn) => {
      flight.n++;
      try {
        return await pg.transaction((tx) => fn(wrap(tx, { n: 0 })));
      } finally {
        flight.n--;
      }
    },
    pool: () => ({ total: 1, idle: flight.n ? 0 : 1, waiting: Math.max(0, flight.n - 1) }),
    close: () => pg.close(),
    // Consistent while the server runs: holding the engine's transaction lock, no other transaction
    // is half done; the checkpoint writes every committed page out, so the copy needs no WAL replay.
    // The names made relative and the archive gzipped after the transaction: the database serves meanwhile.
    snapshot: async (compression = 'none') => {
      const dump = await pg.transaction(async (tx) => {
        await tx.exec('checkpoint');
        return pg.dumpDataDir('none');
      });
      const tar = relativeMemberNames(new Uint8Array(await dump.arrayBuffer()));
      return compression === 'gzip' ? new Blob([await gzipped(tar)], { type: 'application/gzip' }) : new Blob([tar], { type: 'application/x-tar' });
    },
  };
}

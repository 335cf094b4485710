import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './types';
import { schemaChannel } from './channel';

/**
 * PGlite runs each statement on this thread and settles its promise at once, so a chain of
 * statements (an import's two thousand inserts) would run as one long stretch of microtasks:
 * no request, socket frame or timer is served until it ends (a 2,000-row import held
 * `/api/health` for 5 s). After each statement the event loop takes its turn.
 */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

const wrap = (pg: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
  async query<T>(sql: string, params: readonly unknown[] = []) {
    const res = await pg.query<T>(sql, params as unknown[]);
    await turn();
    return res.rows;
  },
  async exec(sql: string) {
    await pg.exec(sql);
    await turn();
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
  return {
    kind: 'pglite',
    where: dataDir ?? 'memory',
    ...wrap(pg),
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
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    snapshot: () => pg.dumpDataDir('none'),
  };
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../../../server/db/open';
import { latestMigration, loadMigrations, migrate } from '../../../../server/db/migrate';
import { seed } from '../../../../server/db/seed';
import { DEMO_COMPANIES } from '../../../../server/modules/companies/seed';
import type { Db } from '../../../../server/db/types';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import { build } from '../../support/build';
import { caller } from '../../support/calls';
import { openLive } from '../../support/liveClient';

/** The same suite on each engine: the same migrations and SQL must work on both. */
function databaseSuite(name: string, open: () => Promise<Db>, cleanup: (db: Db) => Promise<void> = async () => undefined) {
  describe(name, () => {
    let db: Db;
    beforeAll(async () => {
      db = await open();
    });
    afterAll(async () => {
      await cleanup(db);
      await db.close();
    });

    it('applies every migration on a fresh database, and again is a no-op', async () => {
      const all = loadMigrations().map((m) => m.version);
      expect(await migrate(db)).toEqual(all);
      expect(await migrate(db)).toEqual([]);
      expect(await latestMigration(db)).toBe(all.at(-1));
    });

    it('seeds once and never overwrites what people changed', async () => {
      expect(await seed(db)).toBe(true);
      const companies = await db.query<{ code: string }>('select code from companies order by id');
      // the demo companies first; modules add their own after them (the packing lists' trucking company)
      expect(companies.map((c) => c.code).slice(0, DEMO_COMPANIES.length)).toEqual(DEMO_COMPANIES.map((c) => c.code));
      await db.query(`update companies set name_en = 'Renamed by a person' where code = 'PLATFORM'`);
      expect(await seed(db)).toBe(false);
      const [platform] = await db.query<{ name_en: string }>(`select name_en from companies where code = 'PLATFORM'`);
      expect(platform!.name_en).toBe('Renamed by a person');
    });

    it('round-trips parameters and types', async () => {
      const [row] = await db.query<{ id: string; code: string; name_zh: string; created_at: Date }>(
        `insert into companies (code, name_zh, name_en, kind) values ($1, $2, $3, 'customer') returning id, code, name_zh, created_at`,
        ['RT-1', '往返测试公司', 'Round trip Co.'],
      );
      expect(row).toMatchObject({ code: 'RT-1', name_zh: '往返测试公司' });
      expect(row!.created_at).toBeInstanceOf(Date);
      const [back] = await db.query<{ name_en: string }>('select name_en from companies where id = $1', [row!.id]);
      expect(back!.name_en).toBe('Round trip Co.');
    });

    it('publishes to its subscribers, and stops on unsubscribe', async () => {
      const got: string[] = [];
      const stop = await db.subscribe('freight_test', (p) => got.push(p));
      await db.publish('freight_test', 'hello');
      await expect.poll(() => got).toEqual(['hello']);
      await stop();
      await db.publish('freight_test', 'again');
      await new Promise((r) => setTimeout(r, 200));
      expect(got).toEqual(['hello']);
    });

    it('rolls a failing transaction back whole', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.query(`insert into companies (code, name_zh, name_en, kind) values ('TX-1', '事务', 'Tx', 'customer')`);
          await tx.query(`insert into companies (code, name_zh, name_en, kind) values ('TX-2', '事务', 'Tx', 'nonsense')`); // check fails
        }),
      ).rejects.toThrow();
      expect(await db.query(`select 1 from companies where code like 'TX-%'`)).toEqual([]);
    });
  });
}

databaseSuite('embedded PGlite (in memory)', () => openDb({ memory: true }));

const url = process.env.DATABASE_URL;
const schema = `t_${randomBytes(6).toString('hex')}`;
describe.skipIf(!url)('PostgreSQL (DATABASE_URL)', () => {
  databaseSuite(
    'PostgreSQL',
    async () => {
      const admin = await openDb({ databaseUrl: url });
      await admin.exec(`create schema ${schema}`);
      await admin.close();
      return openDb({ databaseUrl: url, searchPath: schema });
    },
    async (db) => {
      await db.exec(`drop schema ${schema} cascade`);
    },
  );
  it('delivers a live message through the database to a socket of another server process, and not to another schema', async () => {
    const sharedSchema = `t_${randomBytes(6).toString('hex')}`;
    const otherSchema = `t_${randomBytes(6).toString('hex')}`;
    const admin = await openDb({ databaseUrl: url });
    await admin.exec(`create schema ${sharedSchema}; create schema ${otherSchema}`);
    const dbA = await openDb({ databaseUrl: url, searchPath: sharedSchema });
    const dbB = await openDb({ databaseUrl: url, searchPath: sharedSchema });
    const dbOther = await openDb({ databaseUrl: url, searchPath: otherSchema });
    const a = await build({ db: dbA });
    const b = await build({ db: dbB });
    const other = await build({ db: dbOther });
    try {
      const address = await a.app.listen({ port: 0, host: '127.0.0.1' });
      const token = await caller(a).asUser('customer@demo.test');
      const live = await openLive(`${address.replace('http', 'ws')}${ENDPOINTS.liveSocket}`);
      live.send({ type: 'auth', token });
      expect(await live.next()).toEqual({ type: 'authed' });
      // a deployment in another schema of the same database: NOTIFY reaches every session, so
      // only the per-schema channel (server/db/channel.ts) keeps its message from this socket
      const otherSent = await other.app.inject({
        method: 'POST',
        url: ENDPOINTS.globalMessageSend,
        headers: { authorization: `Bearer ${await caller(other).asUser('admin@demo.test')}` },
        payload: { Title: '别的库的通知' },
      });
      expect(otherSent.statusCode).toBe(200);
      const adminToken = await caller(b).asUser('admin@demo.test');
      const sent = await b.app.inject({
        method: 'POST',
        url: ENDPOINTS.globalMessageSend,
        headers: { authorization: `Bearer ${adminToken}` },
        payload: { Title: '跨进程通知' },
      });
      expect(sent.statusCode).toBe(200);
      expect(await live.next(5000)).toEqual({ type: 'send', Id: sent.json().Data.Id, Title: '跨进程通知' });
      live.close();
    } finally {
      await a.app.close();
      await b.app.close();
      await other.app.close();
      await dbA.close();
      await dbB.close();
      await dbOther.close();
      // one schema a statement: each drop locks every table of its schema, two at once outgrew the lock table
      await admin.exec(`drop schema ${sharedSchema} cascade`);
      await admin.exec(`drop schema ${otherSchema} cascade`);
      await admin.close();
    }
  });
});

describe('embedded PGlite on disk', () => {
  it('keeps data across close and reopen', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'freight-pglite-'));
    const first = await openDb({ dataDir });
    await migrate(first);
    await seed(first);
    await first.query(`insert into companies (code, name_zh, name_en, kind) values ('DISK-1', '持久', 'Kept', 'provider')`);
    await first.close();
    const second = await openDb({ dataDir });
    expect(await migrate(second)).toEqual([]);
    expect(await seed(second)).toBe(false);
    expect(await second.query(`select code from companies where code = 'DISK-1'`)).toEqual([{ code: 'DISK-1' }]);
    await second.close();
    // a whole migration and seed written to disk, twice: on a busy 2-core machine that took over 30 s
  }, 120_000);
});

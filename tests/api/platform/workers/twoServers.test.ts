import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import { loadMigrations, migrate } from '../../../../server/db/migrate';
import { seed } from '../../../../server/db/seed';
import type { Db } from '../../../../server/db/types';
import { employeeToken } from '../../../support/apiSession';
import { freshSchema, listeningPort, pinned, pollUntil, spawnServer, stopServer, type Pinned, type ServerProcess } from './serverProcesses';

/**
 * Two server processes on two ports, one PostgreSQL database (issue 13): started at the same moment
 * on an empty database they migrate and seed it once between them (the advisory locks of
 * server/db/migrate.ts and seed.ts), then act as one server: a message sent through A reaches a
 * socket held by B, and a sign-out through A ends the session on B.
 */
const databaseUrl = process.env.DATABASE_URL;
const ALL = loadMigrations().map((m) => m.version);

/** The migration versions a process says it applied at start ("migrations 1, 2, 3 applied"). */
const appliedBy = (line: string) =>
  (/migrations ([\d, ]+) applied/.exec(line)?.[1] ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map(Number);

describe.skipIf(!databaseUrl)('two processes starting at once on an empty PostgreSQL database', () => {
  it('two connections migrating and seeding at the same time: no error, each migration and seed step once', async () => {
    const schema = await freshSchema(databaseUrl!);
    const dbs: Db[] = [await schema.open(), await schema.open()];
    try {
      const ran = await Promise.all(dbs.map(async (db) => ({ applied: await migrate(db, undefined, { warn: () => undefined }), seeded: await seed(db) })));
      expect([...ran[0]!.applied, ...ran[1]!.applied].sort((a, b) => a - b)).toEqual(ALL); // each once, by one of them
      const rows = await dbs[0]!.query<{ version: number }>('select version from schema_migrations order by version');
      expect(rows.map((r) => Number(r.version))).toEqual(ALL);
      const steps = await dbs[0]!.query<{ name: string; n: number }>('select name, count(*)::int as n from seed_runs group by name having count(*) > 1');
      expect(steps).toEqual([]);
      expect(ran.filter((r) => r.seeded).length).toBeGreaterThanOrEqual(1);
      const [companies] = await dbs[1]!.query<{ n: number; codes: number }>('select count(*)::int as n, count(distinct code)::int as codes from companies');
      expect(companies!.n).toBe(companies!.codes);
    } finally {
      for (const db of dbs) await db.close();
      await schema.drop();
    }
  }, 120_000);

  describe('two real server processes (server/main.ts) on two ports', () => {
    let schema: Awaited<ReturnType<typeof freshSchema>>;
    const servers: ServerProcess[] = [];
    const bases: string[] = [];
    const lines: string[] = [];
    const open: Pinned[] = [];

    beforeAll(async () => {
      schema = await freshSchema(databaseUrl!);
      // spawned in the same turn of the event loop: both reach the empty database together
      servers.push(spawnServer({ DATABASE_URL: schema.url }), spawnServer({ DATABASE_URL: schema.url }));
      for (const s of servers) {
        bases.push(`http://127.0.0.1:${await listeningPort(s)}`);
        lines.push((await s.waitFor(/Freight platform on .*/))[0]);
      }
    }, 180_000);
    afterAll(async () => {
      for (const p of open) p.close();
      for (const s of servers) await stopServer(s);
      await schema?.drop();
    });

    it('both start without an error; each migration was applied once, by one of them', async () => {
      expect(bases[0]).not.toBe(bases[1]);
      const applied = lines.map(appliedBy);
      expect([...applied[0]!, ...applied[1]!].sort((a, b) => a - b)).toEqual(ALL);
      const db = await schema.open();
      try {
        expect((await db.query<{ version: number }>('select version from schema_migrations order by version')).map((r) => Number(r.version))).toEqual(ALL);
        expect(await db.query('select name from seed_runs group by name having count(*) > 1')).toEqual([]);
      } finally {
        await db.close();
      }
      for (const s of servers) expect(s.output()).not.toMatch(/error|warn|duplicate/i);
    });

    it('a message sent through A reaches a live socket held by B', async () => {
      const [a, b] = [await pinned(bases[0]!), await pinned(bases[1]!)];
      open.push(a, b);
      const admin = await employeeToken(bases[0]!, 'admin@demo.test');
      const customer = await employeeToken(bases[1]!, 'customer@demo.test');
      const socket = await b.live(`${bases[1]!.replace('http', 'ws')}${ENDPOINTS.liveSocket}`);
      socket.send({ type: 'auth', token: customer });
      expect(await socket.next()).toEqual({ type: 'authed' });
      const sent = await a.call('POST', ENDPOINTS.globalMessageSend, admin, { Title: '两个进程：全体通知', Description: '经进程 A 发出。' });
      expect(sent.status).toBe(200);
      expect(await socket.next(5_000)).toEqual({ type: 'send', Id: sent.json.Data.Id, Title: '两个进程：全体通知' });
      socket.close();
    });

    it('a sign-out through A ends the session on B: 401 on B’s next call within a second', async () => {
      const [a, b] = [await pinned(bases[0]!), await pinned(bases[1]!)];
      open.push(a, b);
      const token = await employeeToken(bases[1]!, 'reviewer@demo.test');
      // B has served the session (whatever it keeps of it in memory is warm)
      for (let i = 0; i < 3; i++) expect((await b.call('GET', ENDPOINTS.currentEmployee, token)).status).toBe(200);
      expect((await a.call('POST', ENDPOINTS.logout, token)).status).toBe(200);
      const onB = await pollUntil(async () => (await b.call('GET', ENDPOINTS.currentEmployee, token)).status, 401, 1_000);
      expect(onB.value, `B still answered ${onB.value} ${onB.afterMs.toFixed(0)} ms after the sign-out`).toBe(401);
    });

    it('SIGTERM stops each of them cleanly (exit 0)', async () => {
      for (const s of servers) expect(await stopServer(s)).toEqual({ code: 0, signal: null });
    }, 60_000);
  });
});

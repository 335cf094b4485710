import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { openDb } from '../../../server/db/open';
import type { Db } from '../../../server/db/types';
import { MAX_AGE_MS } from '../../../server/platform/auth/authCache';
import { seededDb } from '../support/build';
import { appOn, deaf, idOf, on, submitSis, within } from './cacheApps';

/**
 * The auth cache across server processes: two apps on one database stand for two processes behind
 * a load balancer. Each change is made through A; B has the session (and employee, and menu tree)
 * in its cache, and only the hub's channel can tell it (NOTIFY on PostgreSQL, in process on PGlite).
 * With the channel cut, the cache's maximum age is what bounds how long B goes on.
 */
type Open = () => Promise<{ dbA: Db; dbB: Db; done: () => Promise<void> }>;

const NOBODY = 999_999; // an id that is nobody's: an allowed call answers 404, a refused one 403

/** Removes the employee list (menu and buttons) from the HR role's grants, through `admin` on `app`. */
async function takeEmployeeListFromHr(app: FastifyInstance, db: Db, admin: string) {
  const role = await idOf(db, `select id from roles where name = '人事专员'`);
  const list = await idOf(db, `select id from menus where tree = 'internal' and path = '/system/employee/list'`);
  const grants = (await on(app).call('GET', `${ENDPOINTS.roleGrants}?Id=${role}`, admin)).json().Data;
  const buttons = new Set((await db.query<{ id: string }>('select id from menu_buttons where menu_id = $1', [list])).map((b) => Number(b.id)));
  const set = await on(app).call('POST', ENDPOINTS.roleSetGrants, admin, {
    Id: role,
    MenuIds: grants.MenuIds.filter((m: number) => m !== list),
    ButtonIds: grants.ButtonIds.filter((b: number) => !buttons.has(b)),
  });
  expect(set.statusCode).toBe(200);
  return async () => {
    const back = await on(app).call('POST', ENDPOINTS.roleSetGrants, admin, { Id: role, MenuIds: grants.MenuIds, ButtonIds: grants.ButtonIds });
    expect(back.statusCode).toBe(200);
  };
}

function processSuite(name: string, open: Open) {
  describe(name, () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let dbA: Db;
    let done: () => Promise<void> = async () => {};
    beforeAll(async () => {
      const dbs = await open();
      done = dbs.done;
      dbA = dbs.dbA;
      a = await appOn(dbs.dbA);
      b = await appOn(dbs.dbB);
    }, 60_000);
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await done();
    });
    /**
     * Calls through B until B keeps the session. (On PostgreSQL the channel is the whole database's:
     * other test files' apps, in schemas of their own, publish on it too, and B forgets for them.)
     */
    const warmOnB = (token: string) =>
      within(2_000, async () => {
        expect((await on(b).call('GET', ENDPOINTS.myAccess, token)).statusCode).toBe(200);
        return on(b).cached(token);
      });

    it('signing out through A ends the session on B within a second', async () => {
      const token = await on(a).asUser('reviewer@demo.test');
      await warmOnB(token);
      expect((await on(a).call('POST', ENDPOINTS.logout, token)).statusCode).toBe(200);
      const took = await within(1_000, async () => (await on(b).call('GET', ENDPOINTS.myAccess, token)).statusCode === 401);
      expect(took).toBeLessThan(1_000);
    });

    it('a newer sign-in through A: the older session answers 409 on B within a second', async () => {
      const older = await on(a).asEmployeeLogin('hztx.ops');
      await warmOnB(older);
      await on(a).asEmployeeLogin('hztx.ops');
      await within(1_000, async () => (await on(b).call('GET', ENDPOINTS.myAccess, older)).statusCode === 409);
    });

    it('a grant removed through A is refused on B within a second, and given back is allowed again', async () => {
      const admin = await on(a).asUser('admin@demo.test');
      const hr = await on(b).asUser('hr@demo.test');
      const detail = async () => (await on(b).call('GET', `${ENDPOINTS.employeeDetail}?Id=${NOBODY}`, hr)).statusCode;
      expect(await detail()).toBe(404);
      expect(await detail()).toBe(404);
      const giveBack = await takeEmployeeListFromHr(a, dbA, admin);
      await within(1_000, async () => (await detail()) === 403);
      await giveBack();
      await within(1_000, async () => (await detail()) === 404);
    });

    it('an SI submitted through A is in the review queue B keeps within a second; approved through A, it leaves it', async () => {
      const customer = await on(a).asUser('customer@demo.test');
      const reviewer = await on(b).asUser('reviewer@demo.test');
      const queue = async () => {
        const res = await on(b).call('GET', `${ENDPOINTS.siReviewQueue}?TBI_STATUS=1&PageSize=200`, reviewer);
        expect(res.statusCode).toBe(200);
        return (res.json().Data.Items as { Id: number }[]).map((i) => i.Id);
      };
      const before = await queue();
      expect(await queue()).toEqual(before); // kept on B now
      const [id] = await submitSis(a, customer, 'CGO-HZTX-2611-001');
      await within(1_000, async () => (await queue()).includes(id!));
      const decided = await on(a).call('GET', `${ENDPOINTS.siChangeStatus}?TDId=${id}&Status=2`, reviewer); // the same session, through A
      expect(decided.statusCode).toBe(200);
      await within(1_000, async () => !(await queue()).includes(id!));
    });

    it('disabling an employee through A ends its session on B within a second', async () => {
      const admin = await on(a).asUser('customer.admin@demo.test');
      const made = await on(a).call('POST', ENDPOINTS.employeeSave, admin, { Name: `跨进程 ${name}`, LoginName: 'hztx.cross', Password: 'cross-pass-1' });
      expect(made.statusCode).toBe(200);
      const token = await on(b).asEmployeeLogin('hztx.cross', 'cross-pass-1');
      await warmOnB(token);
      expect((await on(a).call('POST', ENDPOINTS.employeeSetStatus, admin, { Id: made.json().Data.Id, Status: 'disabled' })).statusCode).toBe(200);
      await within(1_000, async () => (await on(b).call('GET', ENDPOINTS.myAccess, token)).statusCode === 401);
    });
  });
}

/**
 * B hears nothing from the channel (its subscription is cut): a session signed out and a grant
 * removed through A go on working on B until B's entries reach their maximum age, and not long after.
 */
function deafSuite(name: string, open: Open) {
  describe(name, () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let dbA: Db;
    let done: () => Promise<void> = async () => {};
    beforeAll(async () => {
      const dbs = await open();
      done = dbs.done;
      dbA = dbs.dbA;
      a = await appOn(dbs.dbA);
      b = await appOn(deaf(dbs.dbB));
    }, 60_000);
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await done();
    });

    it(`a revoked session and a removed grant are refused on B once the ${MAX_AGE_MS} ms bound passes, and not long after`, async () => {
      const admin = await on(a).asUser('admin@demo.test');
      const token = await on(a).asUser('reviewer@demo.test');
      const hr = await on(a).asUser('hr@demo.test');
      const detail = async () => (await on(b).call('GET', `${ENDPOINTS.employeeDetail}?Id=${NOBODY}`, hr)).statusCode;
      const warmedFrom = Date.now();
      expect((await on(b).call('GET', ENDPOINTS.myAccess, token)).statusCode).toBe(200);
      expect(await detail()).toBe(404);
      const warmedTo = Date.now();
      expect((await on(a).call('POST', ENDPOINTS.logout, token)).statusCode).toBe(200);
      const giveBack = await takeEmployeeListFromHr(a, dbA, admin);
      // A refuses at once; B, told nothing, answers from its cache
      expect((await on(a).call('GET', ENDPOINTS.myAccess, token)).statusCode).toBe(401);
      expect((await on(a).call('GET', `${ENDPOINTS.employeeDetail}?Id=${NOBODY}`, hr)).statusCode).toBe(403);
      let sessionEnded = 0;
      let grantGone = 0;
      while (!sessionEnded || !grantGone) {
        const now = Date.now();
        if (!sessionEnded && (await on(b).call('GET', ENDPOINTS.myAccess, token)).statusCode === 401) sessionEnded = now;
        if (!grantGone && (await detail()) === 403) grantGone = now;
        if (Date.now() - warmedTo > MAX_AGE_MS + 3_000) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      for (const at of [sessionEnded, grantGone]) {
        expect(at).toBeGreaterThan(0);
        expect(at - warmedFrom).toBeGreaterThanOrEqual(MAX_AGE_MS - 50); // served from the cache until the bound…
        expect(at - warmedTo).toBeLessThan(MAX_AGE_MS + 1_000); // …and refused soon after it
      }
      await giveBack();
    }, 30_000);
  });
}

// On PGlite one process owns the database: the two apps share it, and its in-process channel.
const pglite: Open = async () => {
  // the run's seeded snapshot (support/build.ts): migrating and seeding one here took seconds of CPU
  const db = await seededDb();
  return { dbA: db, dbB: db, done: () => db.close() };
};
processSuite('embedded PGlite (channel in process)', pglite);
deafSuite('embedded PGlite, B deaf to the channel', pglite);

// On PostgreSQL the two apps have connections of their own and hear each other through LISTEN/NOTIFY.
const databaseUrl = process.env.DATABASE_URL;
const postgres: Open = async () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = await openDb({ databaseUrl });
  await admin.exec(`create schema ${schema}`);
  const dbA = await openDb({ databaseUrl, searchPath: schema });
  const dbB = await openDb({ databaseUrl, searchPath: schema });
  return {
    dbA,
    dbB,
    done: async () => {
      await dbA.close();
      await dbB.close();
      await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
};
describe.skipIf(!databaseUrl)('PostgreSQL (DATABASE_URL)', () => {
  processSuite('two processes through LISTEN/NOTIFY', postgres);
  deafSuite('two processes, B deaf to LISTEN/NOTIFY', postgres);
});

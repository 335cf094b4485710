import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import { CLOSE } from '../../../../src/contract/live';
import { openDb } from '../../../../server/db/open';
import type { Db } from '../../../../server/db/types';
import { build, seededDb } from '../../support/build';
import { caller } from '../../support/calls';
import { openLive } from '../../support/liveClient';
import { registerUser } from '../../support/register';

/**
 * A session that ends takes its live sockets with it, on every server process: two apps on one
 * database stand for two processes behind a load balancer. The socket is always held by process A;
 * the call that ends the session goes through process B, so only the database channel can tell A.
 */
function liveSessionSuite(name: string, open: () => Promise<{ dbA: Db; dbB: Db; done: () => Promise<void> }>) {
  describe(name, () => {
    const a = {} as { app: FastifyInstance; db: Db };
    const b = {} as { app: FastifyInstance; db: Db };
    let url = '';
    let done: () => Promise<void> = async () => {};
    beforeAll(async () => {
      const dbs = await open();
      done = dbs.done;
      Object.assign(a, await build({ db: dbs.dbA, socketTimings: { sweepMs: 3_600_000 } }));
      Object.assign(b, await build({ db: dbs.dbB, socketTimings: { sweepMs: 3_600_000 } }));
      url = `${(await a.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${ENDPOINTS.liveSocket}`;
    }, 60_000);
    afterAll(async () => {
      await a.app?.close();
      await b.app?.close();
      await done();
    });

    const viaB = caller(b);
    /** A socket on process A, authenticated with this token. */
    async function socketOf(token: string) {
      const live = await openLive(url);
      live.send({ type: 'auth', token });
      expect(await live.next()).toEqual({ type: 'authed' });
      return live;
    }
    const employeeOf = async (account: string) =>
      Number(
        (
          await a.db.query<{ id: string }>('select e.id from employees e join users u on u.id = e.user_id where u.account = $1 order by e.id limit 1', [
            account,
          ])
        )[0]!.id,
      );

    it('signing out closes the session’s sockets with 4001 "session ended"; the token cannot authenticate again', async () => {
      const token = await viaB.asUser('reviewer@demo.test');
      const live = await socketOf(token);
      expect((await viaB.call('POST', ENDPOINTS.logout, token)).statusCode).toBe(200);
      expect(await live.next()).toMatchObject({ type: 'error', message: expect.stringContaining('session has ended') });
      expect(await live.closed()).toEqual({ code: CLOSE.sessionEnded, reason: 'session ended' });
      const again = await openLive(url);
      again.send({ type: 'auth', token });
      expect(await again.next()).toMatchObject({ type: 'error' });
      expect((await again.closed()).code).toBe(CLOSE.unauthorized);
    });

    it('a newer sign-in of the same company account closes the older one’s sockets with 4009 "replaced"', async () => {
      const older = await viaB.asEmployeeLogin('hztx.ops');
      const live = await socketOf(older);
      const other = await socketOf(await viaB.asUser('customer@demo.test')); // someone else's stays
      const newer = await viaB.asEmployeeLogin('hztx.ops');
      expect(await live.closed()).toEqual({ code: CLOSE.replaced, reason: 'replaced' });
      const mine = await socketOf(newer);
      // what the older socket would have said, HTTP says too: 409
      expect((await viaB.call('GET', ENDPOINTS.currentEmployee, older)).statusCode).toBe(409);
      const refused = await openLive(url);
      refused.send({ type: 'auth', token: older });
      expect((await refused.closed()).code).toBe(CLOSE.replaced);
      expect(await other.quiet(100)).toEqual([]);
      mine.close();
      other.close();
    });

    it('changing the password closes the other sessions’ sockets, not this one’s', async () => {
      const live = await socketOf(await viaB.asUser('provider@demo.test'));
      // the change is made from another session of the same person (a user-level one: it replaces nobody)
      const login = await b.app.inject({
        method: 'POST',
        url: ENDPOINTS.userLogin,
        payload: { Account: 'provider@demo.test', Password: 'demo1234' },
        remoteAddress: '10.91.0.1',
      });
      const changed = await viaB.call('POST', ENDPOINTS.changePassword, login.json().Data.Token, { OldPassword: 'demo1234', NewPassword: 'provider-new-1' });
      expect(changed.statusCode).toBe(200);
      expect(await live.closed()).toEqual({ code: CLOSE.sessionEnded, reason: 'session ended' });
      // changing it back from a session with a socket of its own: that socket stays
      const own = await viaB.asUser('provider@demo.test', 'provider-new-1');
      const ownSocket = await socketOf(own);
      expect((await viaB.call('POST', ENDPOINTS.changePassword, own, { OldPassword: 'provider-new-1', NewPassword: 'demo1234' })).statusCode).toBe(200);
      expect(await ownSocket.quiet(150)).toEqual([]);
      expect(ownSocket.ws.readyState).toBe(ownSocket.ws.OPEN);
      ownSocket.close();
    });

    it('choosing another company account closes the old session’s socket with 4002 "session renewed"', async () => {
      const login = await b.app.inject({
        method: 'POST',
        url: ENDPOINTS.userLogin,
        payload: { Account: 'multi@demo.test', Password: 'demo1234' },
        remoteAddress: '10.91.0.2',
      });
      const first = (await viaB.call('POST', ENDPOINTS.chooseDefaultEmployee, login.json().Data.Token)).json().Data as string;
      const live = await socketOf(first);
      const [shyd] = await a.db.query<{ id: string }>(
        `select e.id from employees e join users u on u.id = e.user_id join companies c on c.id = e.company_id where u.account = 'multi@demo.test' and c.code = 'PRV-SHYD'`,
      );
      const switched = await viaB.call('POST', ENDPOINTS.chooseEmployee, first, { EmployeeId: Number(shyd!.id) });
      expect(switched.statusCode).toBe(200);
      expect(await live.closed()).toEqual({ code: CLOSE.renewed, reason: 'session renewed' });
      (await socketOf(switched.json().Data)).close(); // the new token connects at once
    });

    it('disabling an employee closes its sockets, and it receives no more messages', async () => {
      const admin = await viaB.asUser('customer.admin@demo.test');
      const made = await viaB.call('POST', ENDPOINTS.employeeSave, admin, { Name: `临时工 ${name}`, LoginName: 'hztx.temp', Password: 'temp-pass-1' });
      expect(made.statusCode).toBe(200);
      const temp = await viaB.asEmployeeLogin('hztx.temp', 'temp-pass-1');
      const live = await socketOf(temp);
      const colleague = await socketOf(await viaB.asUser('customer@demo.test'));
      expect((await viaB.call('POST', ENDPOINTS.employeeSetStatus, admin, { Id: made.json().Data.Id, Status: 'disabled' })).statusCode).toBe(200);
      expect(await live.closed()).toEqual({ code: CLOSE.sessionEnded, reason: 'account disabled' });
      expect(await colleague.quiet(100)).toEqual([]); // the colleague stays connected…
      const sent = await viaB.call('POST', ENDPOINTS.messageSend, admin, { Title: '停用之后的公司通知', To: 'company' });
      expect(await colleague.next()).toEqual({ type: 'message', Id: sent.json().Data.Id, Title: '停用之后的公司通知' }); // …and hears it
      expect(a.app.liveHub.size).toBe(1); // the disabled one is no listener any more
      colleague.close();
    });

    it('an admin resetting an employee’s password ends the sessions acting as it: 401 on the next call, sockets closed', async () => {
      const admin = await viaB.asUser('customer.admin@demo.test');
      const made = await viaB.call('POST', ENDPOINTS.employeeSave, admin, { Name: `夜班 ${name}`, LoginName: 'hztx.night', Password: 'night-pass-1' });
      expect(made.statusCode).toBe(200);
      const old = await viaB.asEmployeeLogin('hztx.night', 'night-pass-1');
      const live = await socketOf(old);
      const adminSocket = await socketOf(admin);
      const reset = await viaB.call('POST', ENDPOINTS.employeeSave, admin, { Id: made.json().Data.Id, Name: `夜班 ${name}`, Password: 'night-pass-2' });
      expect(reset.statusCode).toBe(200);
      expect(await live.closed()).toEqual({ code: CLOSE.sessionEnded, reason: 'session ended' });
      expect((await viaB.call('GET', ENDPOINTS.currentEmployee, old)).statusCode).toBe(401);
      expect(await adminSocket.quiet(100)).toEqual([]); // the admin who reset it goes on
      expect((await viaB.call('GET', ENDPOINTS.currentEmployee, admin)).statusCode).toBe(200);
      adminSocket.close();
    });

    it('moving an employee from user A to user B ends A’s sessions acting as it once B accepts: 401, sockets closed', async () => {
      const admin = await viaB.asUser('customer.admin@demo.test');
      const colleague = await viaB.asUser('customer@demo.test'); // user A, acting as the employee
      const live = await socketOf(colleague);
      const account = `successor.${name.length}@example.test`;
      await registerUser(b, { Account: account, Password: 'successor-1', Name: '接任者' }, '10.91.0.3');
      const employee = await employeeOf('customer@demo.test');
      const offered = await viaB.call('POST', ENDPOINTS.employeeSave, admin, { Id: employee, Name: '陈静', UserAccount: account });
      expect(offered.statusCode).toBe(200);
      expect(await live.quiet(100)).toEqual([]); // an offer alone changes nothing
      const login = await b.app.inject({
        method: 'POST',
        url: ENDPOINTS.userLogin,
        payload: { Account: account, Password: 'successor-1' },
        remoteAddress: '10.91.0.4',
      });
      const userB = login.json().Data.Token as string;
      const [offer] = (await viaB.call('GET', ENDPOINTS.bindOffers, userB)).json().Data;
      expect((await viaB.call('POST', ENDPOINTS.decideBindOffer, userB, { Id: offer.Id, Accept: true })).statusCode).toBe(200);
      expect(await live.closed()).toEqual({ code: CLOSE.sessionEnded, reason: 'session ended' });
      expect((await viaB.call('GET', ENDPOINTS.currentEmployee, colleague)).statusCode).toBe(401);
      // B now works as the employee; A signs in to no company account of it
      const asB = (await viaB.call('POST', ENDPOINTS.chooseDefaultEmployee, userB)).json().Data as string;
      expect((await viaB.call('GET', ENDPOINTS.currentEmployee, asB)).json().Data.Id).toBe(employee);
    });

    it('the sweep closes sockets whose session ended without a notification (revoked by hand in SQL)', async () => {
      const token = await viaB.asUser('sales@demo.test');
      const live = await socketOf(token);
      await a.db.query('update sessions set revoked_at = now() where employee_id = $1 and revoked_at is null', [await employeeOf('sales@demo.test')]);
      expect(await live.quiet(100)).toEqual([]); // nobody told the hub…
      expect(await a.app.liveHub.sweep()).toBe(1); // …its own check finds it
      expect(await live.closed()).toEqual({ code: CLOSE.sessionEnded, reason: 'session ended' });
    });

    it('disabling a company closes the sockets of all its people', async () => {
      const admin = await viaB.asUser('admin@demo.test');
      const live = await socketOf(await viaB.asUser('customer2@demo.test'));
      const [nbhy] = await a.db.query<{ id: string }>(`select id from companies where code = 'CUS-NBHY'`);
      const edited = await viaB.call('POST', ENDPOINTS.companyEdit, admin, { Id: Number(nbhy!.id), Name: '宁波海越贸易有限公司', Status: 'disabled' });
      expect(edited.statusCode).toBe(200);
      expect(await live.closed()).toEqual({ code: CLOSE.sessionEnded, reason: 'account disabled' });
    });
  });
}

// On PGlite one process owns the database: the two apps share it, and its in-process channel.
liveSessionSuite('embedded PGlite (channel in process)', async () => {
  // the run's seeded snapshot: build() would otherwise migrate and seed it here (seconds of CPU)
  const db = await seededDb();
  return { dbA: db, dbB: db, done: () => db.close() };
});

// On PostgreSQL the two apps have connections of their own and hear each other through LISTEN/NOTIFY.
const databaseUrl = process.env.DATABASE_URL;
describe.skipIf(!databaseUrl)('PostgreSQL (DATABASE_URL)', () => {
  liveSessionSuite('two processes through LISTEN/NOTIFY', async () => {
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
  });
});

describe('a session past its lifetime', () => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    ({ app, db } = await build({ sessionPolicy: { absoluteMs: 1_500 }, socketTimings: { sweepMs: 3_600_000 } }));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('hears nothing more: the hub checks the expiry when it delivers, and closes the socket', async () => {
    const url = `${(await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${ENDPOINTS.liveSocket}`;
    const live = await openLive(url);
    live.send({ type: 'auth', token: await caller({ app }).asUser('customer@demo.test') });
    expect(await live.next()).toEqual({ type: 'authed' });
    await new Promise((r) => setTimeout(r, 1_600));
    await app.liveHub.publish({ scope: 'global' }, { type: 'send', Id: 1, Title: '过期之后' });
    expect(await live.next()).toMatchObject({ type: 'error', message: expect.stringContaining('session has ended') });
    expect(await live.closed()).toEqual({ code: CLOSE.sessionEnded, reason: 'session ended' });
  });
});

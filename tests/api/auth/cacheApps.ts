import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { buildApp } from '../../../server/app';
import { migrate } from '../../../server/db/migrate';
import { seed } from '../../../server/db/seed';
import type { Db } from '../../../server/db/types';
import type { AuthCacheOptions } from '../../../server/platform/auth/authCache';
import { DEMO_PASSWORD } from '../../../server/modules/auth/demoAccounts';
import type { SessionPolicy } from '../../../server/platform/auth/sessionRepository';
import { hashToken } from '../../../server/platform/auth/tokens';
import type { SiSourceData } from '../../../src/contract/si';
import { onePerContainer } from '../../support/siDrafts';

// Helpers of the auth cache's tests (issue 13, the hot path): apps on a given database, signing in
// and calling, a database that counts its queries, and one that hears nothing from other processes.

/** A server on this database (migrated and seeded here), its live-socket sweep out of the way. */
export async function appOn(db: Db, options: { authCache?: Partial<AuthCacheOptions>; sessionPolicy?: Partial<SessionPolicy> } = {}): Promise<FastifyInstance> {
  await migrate(db);
  await seed(db);
  return buildApp({
    db,
    staticDir: join(tmpdir(), 'freight-cache-no-dist'), // not built: the API is what is tested
    authCache: options.authCache,
    sessionPolicy: options.sessionPolicy,
    socketTimings: { sweepMs: 3_600_000 },
  });
}

let address = 0;
/** Each sign-in from an address of its own (the sign-in limits count per address). */
const nextAddress = () => `10.113.${Math.floor(++address / 250) % 250}.${address % 250}`;

/** Calls and sign-ins against one app. */
export function on(app: FastifyInstance) {
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  /** A user's session scoped to their default employee. */
  async function asUser(account: string, password = DEMO_PASSWORD): Promise<string> {
    const login = await app.inject({
      method: 'POST',
      url: ENDPOINTS.userLogin,
      payload: { Account: account, Password: password },
      remoteAddress: nextAddress(),
    });
    const chosen = await call('POST', ENDPOINTS.chooseDefaultEmployee, login.json().Data.Token);
    return chosen.json().Data as string;
  }
  /** A user-level session (no employee chosen). */
  async function asUserOnly(account: string, password = DEMO_PASSWORD): Promise<string> {
    const login = await app.inject({
      method: 'POST',
      url: ENDPOINTS.userLogin,
      payload: { Account: account, Password: password },
      remoteAddress: nextAddress(),
    });
    return login.json().Data.Token as string;
  }
  /** A company account's session (employee mode). */
  async function asEmployeeLogin(login: string, password = DEMO_PASSWORD): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: ENDPOINTS.employeeLogin,
      payload: { Account: login, Password: password },
      remoteAddress: nextAddress(),
    });
    return res.json().Data.Token as string;
  }
  /** Whether this app's cache holds the token's session now. */
  const cached = (token: string) => app.authCache.session(hashToken(token)) !== undefined;
  return { call, asUser, asUserOnly, asEmployeeLogin, cached };
}

/**
 * The app ready, its modules' jobs and rounds stopped: they query the database on their own timer,
 * so a test that counts a call's queries (`counting`) would count theirs too when one lands inside
 * the call's window (it failed a CI run). Routes a test adds must be added before this.
 */
export async function withoutJobs(app: FastifyInstance): Promise<void> {
  await app.ready();
  await app.jobs.stop();
}

/** A database whose queries are written down (those made outside transactions: the auth hook's are). */
export function counting(inner: Db): { db: Db; log: string[] } {
  const log: string[] = [];
  const db: Db = {
    ...inner,
    query<T>(sql: string, params?: readonly unknown[]) {
      log.push(sql);
      return inner.query<T>(sql, params);
    },
  };
  return { db, log };
}

/** The same database, deaf to the channel: this process hears no other process's changes. */
export function deaf(inner: Db): Db {
  return { ...inner, subscribe: async () => async () => {} };
}

/** Polls until `check` holds; the milliseconds it took (throws after `limitMs`). */
export async function within(limitMs: number, check: () => Promise<boolean>, everyMs = 25): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export const idOf = async (db: Db, sql: string, params: unknown[] = []) => Number((await db.query<{ id: string }>(sql, params))[0]!.id);
export const employeeOfUser = (db: Db, account: string) =>
  idOf(db, 'select e.id from employees e join users u on u.id = e.user_id where u.account = $1 order by e.id limit 1', [account]);

/** Submits the booking's SIs through `app`, one per container; the ids made. */
export async function submitSis(app: FastifyInstance, token: string, cgoId: string): Promise<number[]> {
  const source = (await on(app).call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=${cgoId}`, token)).json().Data as SiSourceData;
  const drafts = onePerContainer(source);
  const res = await on(app).call('POST', ENDPOINTS.siAdd, token, { TDBLInfos: drafts, Num: drafts.length, CGO_ID: cgoId, MBL_NO: source.MBL_NO });
  if (res.statusCode !== 200) throw new Error(`submitting an SI of ${cgoId}: ${res.statusCode} ${res.body}`);
  return res.json().Data.Ids as number[];
}

// The people of the mixed-workload bench (bench/mixed.ts): their company accounts, the SIs they
// work on, and what each of them does in turn. Reviewers are platform staff (role 审单员) deciding
// SIs of their own share of a pool; customers are 天祥's staff (客户标准角色) reading their SIs.
import { Agent, request } from 'node:http';
import { ENDPOINTS, WEB_VERSION } from '../src/contract/endpoints';
import type { SiSourceData } from '../src/contract/si';
import { withCheckDigit } from '../src/domain/si/iso6346';
import type { Db } from '../server/db/types';
import { apiPost, employeeToken } from '../tests/support/apiSession';
import { onePerContainer } from '../tests/support/siDrafts';

const PASSWORD = 'bench-mixed-1';
/** SIs per booking: one call submits them all (the most one call takes). */
export const SIS_PER_BOOKING = 50;

export interface Person {
  kind: 'reviewer' | 'customer';
  login: string;
  /** One keep-alive connection of its own, as a browser tab keeps (a cluster hands each to one worker). */
  agent: Agent;
  token: string;
  /** The next step of its round. */
  step: number;
  /** Customers: the booking whose SIs they read and its SI ids. Reviewers: the SIs left for them to decide. */
  booking?: { cgo: string; ids: number[] };
  pool: number[];
  /** The SI a reviewer opened and its version, decided on at the next step. */
  opened?: { id: number; version: number };
}

export interface Answer {
  status: number;
  body: string;
}

/** One call on the person's own connection (never throws: a failure is status 0). */
export function send(
  agent: Agent,
  base: string,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  body?: object,
  extra: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers: Record<string, string | number> = { 'web-version': WEB_VERSION, ...extra };
    if (token) headers.authorization = `Bearer ${token}`;
    if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': payload.length });
    const req = request(`${base}${path}`, { method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', () => resolve({ status: 0, body: '' }));
    });
    req.setTimeout(30_000, () => req.destroy());
    req.on('error', (e) => resolve({ status: 0, body: e.message }));
    req.end(payload);
  });
}

/** Bookings of 天祥 with SIS_PER_BOOKING containers each, written before the server starts. */
export async function insertBookings(db: Db, count: number): Promise<string[]> {
  const cgos: string[] = [];
  for (let b = 0; b < count; b++) {
    const cgo = `CGO-MIXED-${String(b).padStart(3, '0')}`;
    const numbers = Array.from({ length: SIS_PER_BOOKING }, (_, i) => withCheckDigit(`MIX${'U'}${String(200_000 + b * 1_000 + i)}`));
    await db.query(
      `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, loading_place, loading_code, discharge_place, discharge_code, sailing_date, deadline, containers)
       select $1, id, $2, 'COSU', 'COSCO SHIPPING ARIES', '031W', 'SHANGHAI', 'CNSHA', 'HAMBURG', 'DEHAM', '2026-12-06', '2026-12-02', $3 from companies where code = 'CUS-HZTX'`,
      [cgo, `COSU65011${String(b).padStart(5, '0')}`, JSON.stringify([{ TYPE: '40HQ', COUNT: numbers.length, CNNOS: numbers }])],
    );
    cgos.push(cgo);
  }
  return cgos;
}

/** Every booking's SIs, submitted through the API by customer@demo.test (awaiting review). */
export async function submitSis(base: string, cgos: string[]): Promise<Map<string, number[]>> {
  const customer = await employeeToken(base, 'customer@demo.test');
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const made = new Map<string, number[]>();
  try {
    for (const cgo of cgos) {
      const source = JSON.parse((await send(agent, base, 'GET', `${ENDPOINTS.siSourceData}?CGO_ID=${cgo}`, customer)).body).Data as SiSourceData;
      const drafts = onePerContainer(source);
      const res = await send(
        agent,
        base,
        'POST',
        ENDPOINTS.siAdd,
        customer,
        { TDBLInfos: drafts, Num: drafts.length, CGO_ID: cgo, MBL_NO: source.MBL_NO },
        { 'idempotency-key': `mixed-${cgo}` },
      );
      if (res.status !== 200) throw new Error(`submitting the SIs of ${cgo}: ${res.status} ${res.body.slice(0, 200)}`);
      made.set(cgo, (JSON.parse(res.body).Data as { Ids: number[] }).Ids);
    }
  } finally {
    agent.destroy();
  }
  return made;
}

/** The id of a role the admin may hand out, by name. */
async function roleId(base: string, adminToken: string, name: string): Promise<number> {
  const res = await fetch(`${base}${ENDPOINTS.roleList}?Scope=assignable&PageSize=200`, {
    headers: { authorization: `Bearer ${adminToken}`, 'web-version': WEB_VERSION },
  });
  const role = ((await res.json()) as { Data: { Items: { Id: number; Name: string }[] } }).Data.Items.find((r) => r.Name === name);
  if (!role) throw new Error(`no assignable role ${name}`);
  return role.Id;
}

/**
 * `reviewers` platform reviewers and `customers` staff of 天祥, each a company account of its own
 * (so nobody's sign-in replaces another's session), made through the API; not yet signed in.
 * The SIs are shared out: each reviewer decides only its own, each customer reads one booking.
 */
export async function makePeople(base: string, counts: { reviewers: number; customers: number }, sis: Map<string, number[]>): Promise<Person[]> {
  const admin = await employeeToken(base, 'admin@demo.test');
  const customerAdmin = await employeeToken(base, 'customer.admin@demo.test');
  const kinds = [
    { kind: 'reviewer' as const, n: counts.reviewers, token: admin, role: await roleId(base, admin, '审单员') },
    { kind: 'customer' as const, n: counts.customers, token: customerAdmin, role: await roleId(base, customerAdmin, '客户标准角色') },
  ];
  const people: Person[] = [];
  for (const k of kinds)
    for (let i = 0; i < k.n; i++)
      people.push({ kind: k.kind, login: `mixed.${k.kind}.${i}`, agent: new Agent({ keepAlive: true, maxSockets: 1 }), token: '', step: 0, pool: [] });
  // four at a time: each save hashes a password
  const queue = [...people];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let p = queue.shift(); p; p = queue.shift()) {
        const k = kinds.find((x) => x.kind === p.kind)!;
        await apiPost(base, ENDPOINTS.employeeSave, { Name: `压测 ${p.login}`, LoginName: p.login, Password: PASSWORD, RoleIds: [k.role] }, k.token);
      }
    }),
  );
  const bookings = [...sis.entries()];
  const all = bookings.flatMap(([, ids]) => ids);
  const reviewers = people.filter((p) => p.kind === 'reviewer');
  for (const [i, id] of all.entries()) reviewers[i % reviewers.length]?.pool.push(id);
  people
    .filter((p) => p.kind === 'customer')
    .forEach((p, i) => {
      const [cgo, ids] = bookings[i % bookings.length]!;
      p.booking = { cgo, ids };
    });
  return people;
}

/** Signs the person in with their company account; answers the call's status. */
export async function signIn(p: Person, base: string): Promise<number> {
  const res = await send(p.agent, base, 'POST', ENDPOINTS.employeeLogin, undefined, { Account: p.login, Password: PASSWORD });
  if (res.status === 200) p.token = (JSON.parse(res.body).Data as { Token: string }).Token;
  return res.status;
}

const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;

/** A call made: its name, status, and for a failure the start of the answer. */
export interface Made {
  call: string;
  status: number;
  error?: string;
}
const made = (call: string, res: Answer): Made => ({
  call,
  status: res.status,
  ...(res.status >= 200 && res.status < 300 ? {} : { error: res.body.slice(0, 200) }),
});

/**
 * The person's next call, round and round: current employee, menu tree, SI list (a reviewer's
 * queue), SI detail, a review decision (reviewers, while their share lasts) or the unread count,
 * the message list.
 */
export async function nextCall(p: Person, base: string): Promise<Made> {
  const step = p.step;
  p.step = (p.step + 1) % 6;
  const get = (path: string) => send(p.agent, base, 'GET', path, p.token);
  switch (step) {
    case 0:
      return made('current employee', await get(ENDPOINTS.currentEmployee));
    case 1:
      return made('menu tree', await get(ENDPOINTS.currentEmployeeMenuTree));
    case 2:
      return p.kind === 'reviewer'
        ? made('review queue (20 a page)', await get(`${ENDPOINTS.siReviewQueue}?TBI_STATUS=1&PageSize=20`))
        : made(`SI list (${SIS_PER_BOOKING} SIs)`, await get(`${ENDPOINTS.siList}?CGO_ID=${p.booking!.cgo}`));
    case 3: {
      const id = p.kind === 'reviewer' ? p.pool[0] : pick(p.booking!.ids);
      if (id === undefined) return made('unread count', await get(ENDPOINTS.unreadMessageCount));
      const res = await get(`${ENDPOINTS.siGet}?Id=${id}`);
      if (p.kind === 'reviewer' && res.status === 200) p.opened = { id, version: (JSON.parse(res.body).Data as { Version: number }).Version };
      return made('SI detail', res);
    }
    case 4: {
      const opened = p.opened;
      if (p.kind === 'customer' || !opened) return made('unread count', await get(ENDPOINTS.unreadMessageCount));
      p.opened = undefined;
      p.pool.shift();
      return made('review decision (approve)', await get(`${ENDPOINTS.siChangeStatus}?TDId=${opened.id}&Status=2&Version=${opened.version}`));
    }
    default:
      return made('message list', await get(`${ENDPOINTS.messageList}?Page=1&PageSize=20`));
  }
}

import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { SiSourceData } from '../../../src/contract/si';
import { seedOlderSchema, withTestApp } from '../support/build';
import { openDb } from '../../../server/db/open';
import { loadMigrations, migrate } from '../../../server/db/migrate';
import { caller } from '../support/calls';
import { onePerContainer } from '../../support/siDrafts';

const t = withTestApp({ modules: ['si'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
const source: Record<string, SiSourceData> = {};
const CGOS = ['CGO-HZTX-2611-001', 'CGO-HZTX-2611-002', 'CGO-HZTX-2611-003'];

beforeAll(async () => {
  for (const who of ['customer@demo.test', 'customer2@demo.test', 'reviewer@demo.test']) tokens[who] = await asUser(who);
  for (const cgo of [...CGOS, 'CGO-NBHY-2611-001']) {
    const who = cgo.includes('NBHY') ? 'customer2@demo.test' : 'customer@demo.test';
    source[cgo] = (await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=${cgo}`, tokens[who]!)).json().Data;
  }
});
const submit = (cgo: string, who = 'customer@demo.test') => {
  const drafts = onePerContainer(source[cgo]!);
  return call('POST', ENDPOINTS.siAdd, tokens[who]!, { TDBLInfos: drafts, Num: drafts.length, CGO_ID: cgo, MBL_NO: source[cgo]!.MBL_NO });
};
const get = async (id: number, who = 'reviewer@demo.test') => (await call('GET', `${ENDPOINTS.siGet}?Id=${id}`, tokens[who]!)).json().Data;
const decide = (id: number, status: number, version?: number, lang?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${ENDPOINTS.siChangeStatus}?TDId=${id}&Status=${status}${version === undefined ? '' : `&Version=${version}`}${status === 3 ? '&Remarks=x' : ''}`,
    headers: { authorization: `Bearer ${tokens['reviewer@demo.test']}`, ...(lang ? { 'accept-language': lang } : {}) },
  });

describe('B/L numbers: one per SI, from a per-company series', () => {
  it('SIs submitted at once for three bookings of one company get distinct, gap-free numbers; another company has its own series', async () => {
    const answers = await Promise.all([...CGOS.map((c) => submit(c)), submit('CGO-NBHY-2611-001', 'customer2@demo.test')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const ids: number[] = answers.flatMap((a) => a.json().Data.Ids);
    expect(ids).toHaveLength(10);
    const numbers = await Promise.all(ids.map(async (id) => (await get(id)).TBI_SIMBL_NO as string));
    const yy = String(new Date().getUTCFullYear() % 100).padStart(2, '0');
    const hztx = numbers.filter((n) => n.startsWith('HZTX')).sort();
    expect(hztx).toEqual(Array.from({ length: 9 }, (_, i) => `HZTX${yy}${String(i + 1).padStart(6, '0')}`));
    expect(numbers.filter((n) => n.startsWith('NBHY'))).toEqual([`NBHY${yy}000001`]);
    // the two SIs of one booking print different numbers on their B/L
    const booking = (await call('GET', `${ENDPOINTS.siList}?CGO_ID=${CGOS[0]}`, tokens['customer@demo.test']!)).json().Data as { TBI_SIMBL_NO: string }[];
    expect(new Set(booking.map((s) => s.TBI_SIMBL_NO)).size).toBe(booking.length);
  });

  it('a number the customer sends is not the one stored: the server owns it', async () => {
    const [id] = (await call('GET', `${ENDPOINTS.siList}?CGO_ID=${CGOS[1]}`, tokens['customer@demo.test']!)).json().Data.map((s: { Id: number }) => s.Id);
    const { BoxSummary: _b, NoText: _n, ...record } = await get(id, 'customer@demo.test');
    const before = record.TBI_SIMBL_NO;
    expect((await call('POST', ENDPOINTS.siModify, tokens['customer@demo.test']!, { ...record, TBI_SIMBL_NO: 'FORGED0001' })).statusCode).toBe(200);
    expect((await get(id)).TBI_SIMBL_NO).toBe(before);
  });
});

describe('SIs stored before the B/L series', () => {
  it('get distinct numbers in creation order when the migration runs', async () => {
    const db = await openDb({ memory: true });
    try {
      const all = loadMigrations();
      const series = all.findIndex((m) => m.name === 'si_versions_bl_numbers');
      await migrate(db, all.slice(0, series));
      await seedOlderSchema(db);
      const [c] = await db.query<{ id: string }>(`select id from companies where code = 'CUS-HZTX'`);
      for (let i = 0; i < 2; i++) {
        await db.query(
          `insert into si_records (company_id, cgo_id, record, created_at) values ($1, 'CGO-HZTX-2611-001', '{"TBI_SIMBL_NO": ""}', '2026-03-01')`,
          [c!.id],
        );
      }
      await migrate(db, all);
      expect((await db.query<{ bl_no: string }>('select bl_no from si_records order by id')).map((r) => r.bl_no)).toEqual(['HZTX26000001', 'HZTX26000002']);
      // the series goes on from there
      expect(await db.query('select year, last_no from bl_number_series')).toEqual([{ year: 2026, last_no: 2 }]);
    } finally {
      await db.close();
    }
  });
});

describe('a decision is bound to the version the reviewer saw', () => {
  it('open, the customer modifies, approve with the old version: 400 STALE, nothing decided; the fresh version is approved', async () => {
    const [id] = (await call('GET', `${ENDPOINTS.siList}?CGO_ID=${CGOS[2]}`, tokens['customer@demo.test']!)).json().Data.map((s: { Id: number }) => s.Id);
    const seen = await get(id); // the reviewer opens it
    expect(seen.Version).toEqual(expect.any(Number));
    const { BoxSummary: _b, NoText: _n, ...record } = await get(id, 'customer@demo.test');
    const changed = await call('POST', ENDPOINTS.siModify, tokens['customer@demo.test']!, { ...record, TBI_CONSIGNEE: 'ANOTHER CONSIGNEE GMBH' });
    expect(changed.statusCode).toBe(200);

    const stale = await decide(id, 2, seen.Version);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ Status: false, Code: 'STALE', Message: expect.stringContaining('已被修改') });
    expect((await decide(id, 2, seen.Version, 'en')).json().Message).toMatch(/changed since you opened it/);
    const after = await get(id);
    expect(after.TBI_STATUS).toBe(1); // not approved
    expect(after.Version).toBeGreaterThan(seen.Version);

    const approved = await decide(id, 2, after.Version);
    expect(approved.statusCode).toBe(200);
    const final = await get(id);
    expect(final).toMatchObject({ TBI_STATUS: 2, TBI_CONSIGNEE: 'ANOTHER CONSIGNEE GMBH' });
    expect(final.Version).toBe(after.Version + 1); // the decision is a change too
  });

  it('a return with an old version is refused the same way; no version (older clients) still decides', async () => {
    const ids = (await call('GET', `${ENDPOINTS.siList}?CGO_ID=${CGOS[0]}`, tokens['customer@demo.test']!)).json().Data.map((s: { Id: number }) => s.Id);
    const seen = await get(ids[0]);
    expect((await decide(ids[0], 3, seen.Version - 1)).json()).toMatchObject({ Code: 'STALE' });
    expect((await decide(ids[0], 3, seen.Version)).statusCode).toBe(200);
    expect((await decide(ids[1], 2)).statusCode).toBe(200);
  });
});

describe("the reviewer's desk", () => {
  it("review facts: the server's check with warnings, totals, the booking's containers, and what the last edit changed", async () => {
    const ids = (await call('GET', `${ENDPOINTS.siList}?CGO_ID=${CGOS[1]}`, tokens['customer@demo.test']!)).json().Data.map((s: { Id: number }) => s.Id);
    const facts = async (id: number, who = 'reviewer@demo.test') => (await call('GET', `${ENDPOINTS.siReviewFacts}?Id=${id}`, tokens[who]!)).json().Data;
    const first = await facts(ids[2]);
    expect(first).toMatchObject({
      Id: ids[2],
      Status: 1,
      Deadline: '2026-12-05',
      SubmittedAt: expect.any(String),
      Problems: [],
      Changes: null,
      Totals: { Packages: 120, Weight: 2400.5, Volume: 56.2, Boxes: 1 },
    });
    expect(first.Coverage.Booked.map((b: { On: string }) => b.On)).toEqual(['other', 'other', 'this']);
    expect(first.Coverage).toMatchObject({ Extra: [], Missing: [] });
    expect(first.Version).toBe((await get(ids[2])).Version);

    // the customer resubmits heavier: the reviewer sees the warning and the change, before and after
    const { BoxSummary: _b, NoText: _n, ...record } = await get(ids[2], 'customer@demo.test');
    const box = record.Boxes[0];
    box.Details[0].TBD_WEIGHT = 28000.5;
    box.TBX_WEIGHT = 28400.5;
    expect((await call('POST', ENDPOINTS.siModify, tokens['customer@demo.test']!, record)).statusCode).toBe(200);
    const second = await facts(ids[2]);
    expect(second.Version).toBe(first.Version + 1);
    expect(second.Problems).toEqual([expect.objectContaining({ Code: 'weight.overPayload', Severity: 'warning', Path: '/Boxes/0/TBX_WEIGHT' })]);
    expect(second.Changes.Items).toEqual([
      { Kind: 'changed', Field: 'TBX_WEIGHT', Container: box.TBX_CNNO, Before: '2400.5', After: '28400.5' },
      { Kind: 'changed', Field: 'TBD_WEIGHT', Container: box.TBX_CNNO, Line: 1, Before: '2000.5', After: '28000.5' },
    ]);
    expect(second.Totals.Weight).toBe(28400.5);
    // other companies do not read it
    expect((await call('GET', `${ENDPOINTS.siReviewFacts}?Id=${ids[2]}`, tokens['customer2@demo.test']!)).statusCode).toBe(404);
  });

  it("the cockpit: counts by status and company, nearest cut-off, today's throughput, the oldest waiting; scoped", async () => {
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const cockpit = (await call('GET', `${ENDPOINTS.siCockpit}?Since=${encodeURIComponent(since)}`, tokens['reviewer@demo.test']!)).json().Data;
    const statuses = (await call('GET', `${ENDPOINTS.siReviewQueue}?PageSize=200`, tokens['reviewer@demo.test']!)).json().Data.Items as {
      TBI_STATUS: number;
      Id: number;
      TBI_DEADLINE: string;
    }[];
    const count = (s: number) => statuses.filter((r) => r.TBI_STATUS === s).length;
    expect(cockpit.ByStatus).toEqual(Object.fromEntries([1, 2, 3].filter(count).map((s) => [String(s), count(s)])));
    expect(cockpit.ByCompany).toEqual(expect.arrayContaining([{ CompanyName: '宁波海越贸易有限公司', Status: 1, Count: 1 }]));
    expect(cockpit.Nearest[0].Deadline <= cockpit.Nearest.at(-1).Deadline).toBe(true);
    expect(cockpit.Nearest.map((n: { Deadline: string }) => n.Deadline)).toEqual([...cockpit.Nearest.map((n: { Deadline: string }) => n.Deadline)].sort());
    expect(cockpit.Today).toEqual({ Approved: 2, Returned: 1, Submitted: 10 + 3 });
    expect(cockpit.Oldest).toMatchObject({ Id: expect.any(Number), NoText: expect.any(String) });
    // nothing happened after now; a customer sees only their company's
    const later = (
      await call('GET', `${ENDPOINTS.siCockpit}?Since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`, tokens['reviewer@demo.test']!)
    ).json().Data;
    expect(later.Today).toEqual({ Approved: 0, Returned: 0, Submitted: 0 });
    const theirs = (await call('GET', ENDPOINTS.siCockpit, tokens['customer2@demo.test']!)).json().Data;
    // only their own company (the house bills' demo gives them an approved SI besides the waiting one)
    expect(theirs.ByCompany).toEqual(expect.arrayContaining([{ CompanyName: '宁波海越贸易有限公司', Status: 1, Count: 1 }]));
    expect(new Set(theirs.ByCompany.map((r: { CompanyName: string }) => r.CompanyName))).toEqual(new Set(['宁波海越贸易有限公司']));
    expect((await call('GET', `${ENDPOINTS.siCockpit}?Since=yesterday`, tokens['reviewer@demo.test']!)).statusCode).toBe(400);
  });
});

describe('a decision without a Version (the spec’s call has none) is bound to the version its reviewer last opened', () => {
  it('opened, then changed by the customer: 400 STALE, nothing decided; opened again: decided', async () => {
    const ids = (await call('GET', `${ENDPOINTS.siList}?CGO_ID=${CGOS[0]}`, tokens['customer@demo.test']!)).json().Data.map((s: { Id: number }) => s.Id);
    const id = ids[2];
    const opened = await get(id); // the reviewer opens it
    expect(opened.TBI_STATUS).toBe(1);
    const { BoxSummary: _b, NoText: _n, ...record } = await get(id, 'customer@demo.test');
    expect((await call('POST', ENDPOINTS.siModify, tokens['customer@demo.test']!, { ...record, TBI_CONSIGNEE: 'CHANGED AFTER OPENING GMBH' })).statusCode).toBe(
      200,
    );

    const unseen = await decide(id, 2);
    expect([unseen.statusCode, unseen.json().Code]).toEqual([400, 'STALE']);
    expect((await decide(id, 2, undefined, 'en')).json().Message).toMatch(/changed since you opened it/);
    expect((await get(id, 'customer@demo.test')).TBI_STATUS).toBe(1); // not approved

    // the review desk's facts are an opening too: what they show is what is decided
    await call('GET', `${ENDPOINTS.siReviewFacts}?Id=${id}`, tokens['reviewer@demo.test']!);
    const decided = await decide(id, 2);
    expect(decided.statusCode).toBe(200);
    expect(await get(id)).toMatchObject({ TBI_STATUS: 2, TBI_CONSIGNEE: 'CHANGED AFTER OPENING GMBH' });
  });

  it('a customer reading their own SI is not remembered as opening it for review', async () => {
    const rows = await t.db.query<{ employee_id: string }>(
      `select o.employee_id from si_review_opened o join employees e on e.id = o.employee_id join companies c on c.id = e.company_id where c.code = 'CUS-HZTX'`,
    );
    expect(rows).toEqual([]);
  });
});

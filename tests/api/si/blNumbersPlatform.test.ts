import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { SiSourceData } from '../../../src/contract/si';
import { openDb } from '../../../server/db/open';
import { loadMigrations, migrate } from '../../../server/db/migrate';
import { seedOlderSchema } from '../support/build';
import type { Db, Queryable } from '../../../server/db/types';
import { build, withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { onePerContainer } from '../../support/siDrafts';

// Each test migrates fresh databases from scratch (both engines): more than the default 30 s when the machine is busy.
vi.setConfig({ testTimeout: 90_000 });

/**
 * B/L numbers are unique across the platform, not only per company: two companies whose codes
 * share their first six characters (CUS-OCEANLINE, CUS-OCEANLAND: both "OCEANL") no longer print
 * the same number. The first to number keeps the prefix; the other gets one of its own. Numbers
 * stored before stay what they were, unless two companies already shared one.
 */
const t = withTestApp({ modules: ['si'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
const STAFF = 'admin@demo.test';

/** A customer company with one active employee and one booking (copied from a demo booking), as staff would find it. */
async function company(db: Queryable, code: string, cgo: string, from: string) {
  const [c] = await db.query<{ id: string }>(`insert into companies (code, name_zh, name_en, kind) values ($1, $1, $1, 'customer') returning id`, [code]);
  const [e] = await db.query<{ id: string }>(`insert into employees (company_id, name) values ($1, $2) returning id`, [c!.id, `${code} 单证`]);
  await db.query(
    `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, receipt_place, receipt_code, loading_place, loading_code,
       discharge_place, discharge_code, delivery_place, delivery_code, sailing_date, deadline, containers)
     select $1, $2, mbl_no, carrier, vessel, voyage, receipt_place, receipt_code, loading_place, loading_code,
       discharge_place, discharge_code, delivery_place, delivery_code, sailing_date, deadline, containers from bookings where cgo_id = $3`,
    [cgo, c!.id, from],
  );
  return { companyId: Number(c!.id), employeeId: Number(e!.id), code, cgo };
}

async function submitFor(who: Awaited<ReturnType<typeof company>>): Promise<string[]> {
  const source = (await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=${who.cgo}`, tokens[STAFF]!)).json().Data as SiSourceData;
  const drafts = onePerContainer(source);
  const made = await call('POST', ENDPOINTS.siAddOnBehalf, tokens[STAFF]!, {
    TDBLInfos: drafts,
    Num: drafts.length,
    CGO_ID: who.cgo,
    MBL_NO: source.MBL_NO,
    EmployeeId: who.employeeId,
    COMPANYID: who.companyId,
    COMPANYCODE: who.code,
  });
  expect(made.statusCode).toBe(200);
  const ids = made.json().Data.Ids as number[];
  return Promise.all(ids.map(async (id) => (await call('GET', `${ENDPOINTS.siGet}?Id=${id}`, tokens[STAFF]!)).json().Data.TBI_SIMBL_NO as string));
}

const yearNow = async (db: Queryable) => Number((await db.query<{ y: number }>('select extract(year from now())::int as y'))[0]!.y);

beforeAll(async () => {
  tokens[STAFF] = await asUser(STAFF);
});

describe('B/L numbers are unique across companies', () => {
  it('two companies whose codes share the first six characters print different numbers, each from its own series', async () => {
    const yy = String((await yearNow(t.db)) % 100).padStart(2, '0');
    const line = await company(t.db, 'CUS-OCEANLINE', 'CGO-OCL-0001', 'CGO-NBHY-2611-001'); // one 40HQ
    const land = await company(t.db, 'CUS-OCEANLAND', 'CGO-OCD-0001', 'CGO-HZTX-2611-003'); // three boxes
    const first = await submitFor(line);
    const second = await submitFor(land);
    expect(first).toEqual([`OCEANL${yy}000001`]);
    // the second company gets a prefix of its own, still six characters, and numbers on from 1
    expect(second).toEqual([1, 2, 3].map((n) => `OCEAN2${yy}${String(n).padStart(6, '0')}`));
    expect(await submitFor({ ...line, cgo: await copyBooking(line, 'CGO-OCL-0002') })).toEqual([`OCEANL${yy}000002`]);
    // every number on the platform once; the database refuses a second copy in any company
    const [dupes] = await t.db.query<{ n: string }>(
      'select count(*) as n from (select bl_no from si_records where bl_no is not null group by bl_no having count(*) > 1) d',
    );
    expect(Number(dupes!.n)).toBe(0);
    const [hztx] = await t.db.query<{ id: string }>(`select s.id from si_records s where s.company_id = $1 limit 1`, [land.companyId]);
    await expect(t.db.query('update si_records set bl_no = $1 where id = $2', [first[0], hztx!.id])).rejects.toThrow(/unique|duplicate/i);
  });
});

async function copyBooking(who: { companyId: number; cgo: string }, cgo: string): Promise<string> {
  await t.db.query(
    `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, receipt_place, receipt_code, loading_place, loading_code,
       discharge_place, discharge_code, delivery_place, delivery_code, sailing_date, deadline, containers)
     select $1, company_id, mbl_no, carrier, vessel, voyage, receipt_place, receipt_code, loading_place, loading_code,
       discharge_place, discharge_code, delivery_place, delivery_code, sailing_date, deadline, containers from bookings where cgo_id = $2`,
    [cgo, who.cgo],
  );
  return cgo;
}

const url = process.env.DATABASE_URL;
/** A fresh database: embedded PGlite, or a schema of its own on PostgreSQL (DATABASE_URL), dropped afterwards. */
const databases: [string, () => Promise<{ db: Db; drop: () => Promise<void> }>][] = [
  [
    'PGlite',
    async () => {
      const db = await openDb({ memory: true });
      return { db, drop: () => db.close() };
    },
  ],
  ...(url
    ? [
        [
          'PostgreSQL',
          async () => {
            const schema = `t_${randomBytes(6).toString('hex')}`;
            const admin = await openDb({ databaseUrl: url });
            await admin.exec(`create schema ${schema}`);
            const db = await openDb({ databaseUrl: url, searchPath: schema });
            return {
              db,
              drop: async () => {
                await db.close();
                await admin.exec(`drop schema ${schema} cascade`);
                await admin.close();
              },
            };
          },
        ] as [string, () => Promise<{ db: Db; drop: () => Promise<void> }>],
      ]
    : []),
];

describe.each(databases)('on %s', (_name, open) => {
  it('companies sharing a prefix number their first SIs at the same time: each takes a prefix of its own, nobody retries', async () => {
    const { db, drop } = await open();
    const app = await build({ db });
    try {
      const staff = await caller(app).asUser(STAFF);
      const codes = ['CUS-OCEANLINE', 'CUS-OCEANLAND', 'CUS-OCEANLEAF', 'CUS-OCEANLIFT', 'CUS-OCEANLOOP'];
      const all = await Promise.all(codes.map((code, i) => company(db, code, `CGO-OCN-${i}`, 'CGO-HZTX-2611-003')));
      const numbers = await Promise.all(
        all.map(async (who) => {
          const source = (
            await app.app.inject({ method: 'GET', url: `${ENDPOINTS.siSourceData}?CGO_ID=${who.cgo}`, headers: { authorization: `Bearer ${staff}` } })
          ).json().Data as SiSourceData;
          const drafts = onePerContainer(source);
          const made = await app.app.inject({
            method: 'POST',
            url: ENDPOINTS.siAddOnBehalf,
            headers: { authorization: `Bearer ${staff}` },
            payload: {
              TDBLInfos: drafts,
              Num: drafts.length,
              CGO_ID: who.cgo,
              MBL_NO: source.MBL_NO,
              EmployeeId: who.employeeId,
              COMPANYID: who.companyId,
              COMPANYCODE: who.code,
            },
          });
          expect(made.statusCode).toBe(200);
          return (await db.query<{ bl_no: string }>('select bl_no from si_records where company_id = $1 order by id', [who.companyId])).map((r) => r.bl_no);
        }),
      );
      const prefixes = numbers.map((ns) => ns[0]!.slice(0, -8));
      expect(new Set(prefixes).size).toBe(codes.length);
      expect([...prefixes].sort()).toEqual(['OCEAN2', 'OCEAN3', 'OCEAN4', 'OCEAN5', 'OCEANL']);
      for (const ns of numbers) expect(ns.map((n) => n.slice(-6))).toEqual(['000001', '000002', '000003']);
    } finally {
      await app.app.close();
      await drop();
    }
  });

  it("numbers stored before the platform-wide rule are kept; where two companies already shared one, the company that numbered first keeps it and the other's copy takes its own prefix", async () => {
    const { db, drop } = await open();
    try {
      const all = loadMigrations();
      const upgrade = all.findIndex((m) => m.name === 'bl_numbers_platform_unique');
      expect(upgrade).toBeGreaterThan(0);
      await migrate(db, all.slice(0, upgrade));
      await seedOlderSchema(db);
      const year = await yearNow(db);
      const yy = String(year % 100).padStart(2, '0');
      const ids: Record<string, string> = {};
      for (const code of ['CUS-OCEANLINE', 'CUS-OCEANLAND']) {
        ids[code] = (
          await db.query<{ id: string }>(`insert into companies (code, name_zh, name_en, kind) values ($1, $1, $1, 'customer') returning id`, [code])
        )[0]!.id;
      }
      const [hztx] = await db.query<{ id: string }>(`select id from companies where code = 'CUS-HZTX'`);
      ids['CUS-HZTX'] = hztx!.id;
      // numbered as 014 numbered them: OCEANLINE twice, then OCEANLAND three times (its first two the same numbers), HZTX once
      const stored: [string, string][] = [];
      const number = async (code: string, n: number) => {
        const no = `${code === 'CUS-HZTX' ? 'HZTX' : 'OCEANL'}${yy}${String(n).padStart(6, '0')}`;
        const [row] = await db.query<{ id: string }>(
          `insert into si_records (company_id, cgo_id, record, bl_no) values ($1, 'CGO-HZTX-2611-001', $2, $3) returning id`,
          [ids[code], JSON.stringify({ TBI_SIMBL_NO: no }), no],
        );
        await db.query(
          `insert into bl_number_series (company_id, year, last_no) values ($1, $2, $3) on conflict (company_id, year) do update set last_no = excluded.last_no`,
          [ids[code], year, n],
        );
        stored.push([row!.id, no]);
      };
      await number('CUS-OCEANLINE', 1);
      await number('CUS-OCEANLINE', 2);
      await number('CUS-OCEANLAND', 1);
      await number('CUS-OCEANLAND', 2);
      await number('CUS-OCEANLAND', 3);
      await number('CUS-HZTX', 1);

      await migrate(db, all);
      const now = await db.query<{ id: string; bl_no: string; printed: string }>(
        `select id, bl_no, record->>'TBI_SIMBL_NO' as printed from si_records order by id`,
      );
      expect(now.map((r) => r.bl_no)).toEqual([
        `OCEANL${yy}000001`,
        `OCEANL${yy}000002`, // kept: OCEANLINE numbered with the prefix first
        `OCEAN2${yy}000001`,
        `OCEAN2${yy}000002`, // OCEANLAND's copies of those: its own prefix, same year and sequence
        `OCEANL${yy}000003`, // no one else's: kept
        `HZTX${yy}000001`,
      ]);
      expect(now.map((r) => r.printed)).toEqual(now.map((r) => r.bl_no));
      // each change is on the SI's history
      const events = await db.query<{ si_id: string; detail: { from: string; to: string } }>(
        `select si_id, detail from si_events where type = 'v1.BlNumberChanged' order by si_id`,
      );
      expect(events.map((e) => [e.si_id, e.detail.from, e.detail.to])).toEqual([
        [stored[2]![0], `OCEANL${yy}000001`, `OCEAN2${yy}000001`],
        [stored[3]![0], `OCEANL${yy}000002`, `OCEAN2${yy}000002`],
      ]);
      // the prefixes are the companies' own from now on, and the series go on past every number printed with them
      const prefixes = await db.query<{ code: string; prefix: string }>(
        `select c.code, p.prefix from bl_prefixes p join companies c on c.id = p.company_id where c.code like 'CUS-%' order by c.code`,
      );
      expect(prefixes).toEqual(
        expect.arrayContaining([
          { code: 'CUS-HZTX', prefix: 'HZTX' },
          { code: 'CUS-OCEANLINE', prefix: 'OCEANL' },
          { code: 'CUS-OCEANLAND', prefix: 'OCEAN2' },
        ]),
      );
      const series = await db.query<{ company_id: string; last_no: number }>('select company_id, last_no from bl_number_series where year = $1', [year]);
      expect(Object.fromEntries(series.map((s) => [s.company_id, s.last_no]))).toMatchObject({
        [ids['CUS-OCEANLINE']!]: 3,
        [ids['CUS-OCEANLAND']!]: 3,
        [ids['CUS-HZTX']!]: 1,
      });
      await expect(db.query('update si_records set bl_no = $1 where id = $2', [`HZTX${yy}000001`, stored[4]![0]])).rejects.toThrow(/unique|duplicate/i);
    } finally {
      await drop();
    }
  });
});

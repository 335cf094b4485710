import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations } from '../../../../server/db/migrate';
import type { Db } from '../../../../server/db/types';
import { cutOffsOf } from '../../../../server/platform/spine/cutOffs';
import { seededDb } from '../../support/build';

/**
 * Every booking's cut-offs are in booking_cutoffs (operations.md §1), kept by the database: a released
 * booking's exactly as the carrier confirmed them, a booking without them its SI deadline day as its
 * DCO — the end of that day on the office's clock (Asia/Shanghai, UTC+8 all year), computed here on its own.
 */
const endOfDayInShanghai = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1) - 8 * 3_600_000 - 1000).toISOString();
};

type Released = { cgo_id: string; cut_offs: { Code: string; DateTime: string }[] };
const released = (db: Db) =>
  db.query<Released>(`select cgo_id, release -> 'CutOffs' as cut_offs from booking_orders where cgo_id is not null and release ? 'CutOffs' order by cgo_id`);
const sorted = (c: { Code: string; DateTime: string }[]) => c.map((x) => [x.Code, new Date(x.DateTime).toISOString()]).sort();

async function expectReleasedAsConfirmed(db: Db) {
  const rel = await released(db);
  expect(rel.length, 'released demo bookings').toBeGreaterThan(0);
  for (const r of rel) {
    const got = await cutOffsOf(db, r.cgo_id);
    expect(sorted(got), r.cgo_id).toEqual(sorted(r.cut_offs));
    expect(new Set(got.map((c) => c.Source))).toEqual(new Set(['CARRIER']));
  }
}

/** A booking of the SI era (no booking order), copied from a demo one under a new number. */
const siEraBooking = (db: Db, cgo: string, deadline: string | null) =>
  db.query(
    `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, loading_place, loading_code, discharge_place, discharge_code, deadline, containers)
     select $1, company_id, mbl_no, carrier, vessel, voyage, loading_place, loading_code, discharge_place, discharge_code, $2::date, containers
       from bookings order by cgo_id limit 1`,
    [cgo, deadline],
  );

describe('booking cut-offs', () => {
  let db: Db;
  beforeAll(async () => {
    db = await seededDb();
  });
  afterAll(() => db.close());

  it('a released booking has the cut-offs the carrier confirmed, and follows a new confirmation', async () => {
    await expectReleasedAsConfirmed(db);
    const [r] = await released(db);
    // a new sailing: the carrier's new set replaces the old, codes it no longer gives go too
    const next = [
      { Code: 'DCO', DateTime: '2027-01-05T04:00:00.000Z' },
      { Code: 'VCO', DateTime: '2027-01-06T02:00:00.000Z' },
    ];
    await db.query(`update booking_orders set release = jsonb_set(release, '{CutOffs}', $2::jsonb) where cgo_id = $1`, [r!.cgo_id, JSON.stringify(next)]);
    expect(sorted(await cutOffsOf(db, r!.cgo_id))).toEqual(sorted(next));
    // its SI deadline day changing does not override the carrier's DCO
    await db.query(`update bookings set deadline = '2027-02-01' where cgo_id = $1`, [r!.cgo_id]);
    expect(sorted(await cutOffsOf(db, r!.cgo_id))).toEqual(sorted(next));
  });

  it("a booking without the carrier's cut-offs has its SI deadline day as its DCO, ending on the office's clock", async () => {
    await siEraBooking(db, 'CGO-SPINE-1', '2026-12-09');
    expect(await cutOffsOf(db, 'CGO-SPINE-1')).toMatchObject([{ Code: 'DCO', DateTime: endOfDayInShanghai('2026-12-09'), Source: 'STAFF' }]);
    await db.query(`update bookings set deadline = '2026-12-31' where cgo_id = 'CGO-SPINE-1'`);
    expect(await cutOffsOf(db, 'CGO-SPINE-1')).toMatchObject([{ Code: 'DCO', DateTime: endOfDayInShanghai('2026-12-31') }]);
    await db.query(`update bookings set deadline = null where cgo_id = 'CGO-SPINE-1'`);
    expect(await cutOffsOf(db, 'CGO-SPINE-1')).toEqual([]);
    await siEraBooking(db, 'CGO-SPINE-2', null);
    expect(await cutOffsOf(db, 'CGO-SPINE-2')).toEqual([]);
  });
});

describe('migration 056', () => {
  // its backfill, run as written on bookings without cut-offs (migrating from scratch to just before
  // it took 25 s of the suite: the tables and triggers it makes are in every test's database anyway)
  it('gives the bookings stored before it their cut-offs, as the database keeps them since', async () => {
    const db = await seededDb();
    try {
      const file = loadMigrations().find((m) => m.name === 'shipment_spine')!;
      const marker = '-- the bookings stored before this migration';
      expect(file.sql).toContain(marker);
      await siEraBooking(db, 'CGO-SPINE-OLD', '2026-12-03');
      await db.exec('delete from booking_cutoffs');
      await db.exec(file.sql.slice(file.sql.indexOf(marker)));
      await expectReleasedAsConfirmed(db);
      expect(await cutOffsOf(db, 'CGO-SPINE-OLD')).toMatchObject([{ Code: 'DCO', DateTime: endOfDayInShanghai('2026-12-03'), Source: 'STAFF' }]);
    } finally {
      await db.close();
    }
  });
});

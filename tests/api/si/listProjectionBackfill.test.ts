import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { SiRecord, SiSourceData } from '../../../src/contract/si';
import { siListProjection } from '../../../src/domain/si/listProjection';
import { boxSummary } from '../../../src/domain/si/summary';
import { openDb } from '../../../server/db/open';
import { loadMigrations, migrate } from '../../../server/db/migrate';
import { seedOlderSchema } from '../support/build';
import type { Db } from '../../../server/db/types';
import { draftFor } from '../../support/siDrafts';

// Each test migrates fresh databases from scratch (both engines): more than the default 30 s when the machine is busy.
vi.setConfig({ testTimeout: 90_000 });

/**
 * Migration 023 fills the lists' columns of the SIs stored before it, in SQL; every write since
 * computes them in TypeScript (src/domain/si/listProjection.ts). The two must say the same of any
 * record, the awkward ones included: blank lines and spaces around a party, carriage returns, a
 * party that is not text, boxes whose numbers are not numbers, totals that need rounding.
 */

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

/** A booking's source data as a draft needs it (only the fields draftFor reads). */
const source = (cgo: string, deadline: string) =>
  ({
    CGO_ID: cgo,
    MBL_NO: 'COSU6401120010',
    CARRIER: 'COSU',
    VESSEL: 'V',
    VOYAGE: '1W',
    RECEIPT_PLACE: '',
    RECEIPT_CODE: '',
    LOADING_PLACE: 'SHANGHAI',
    LOADING_CODE: 'CNSHA',
    DISCHARGE_PLACE: 'HAMBURG',
    DISCHARGE_CODE: 'DEHAM',
    DELIVERY_PLACE: '',
    DELIVERY_CODE: '',
    SAILINGDATE: '',
    DEADLINE: deadline,
  }) as unknown as SiSourceData;

const box = (n: unknown, w: unknown, v: unknown) => ({
  TBX_TYPE: '40HQ',
  TBX_CNNO: 'CSQU3054383',
  TBX_SEALNO: '',
  TBX_PACKAGE: 'CT',
  TBX_NUM: n,
  TBX_WEIGHT: w,
  TBX_VOLUME: v,
  Details: [],
});

/** Records as older builds stored them, awkward ones too. */
function oldRecords(cgo: string): unknown[] {
  const demo = draftFor(source(cgo, '2026-12-02'), [
    { no: 'CSQU3054383', type: '40HQ' },
    { no: 'TGHU1234561', type: '22G1' },
  ]);
  return [
    demo,
    { ...demo, TBI_CONSIGNOR: '\n\r\n  \t HANGZHOU TIANXIANG I/E CO., LTD. \t\r\nNO.588 JIANGNAN AVE', TBI_CONSIGNEE: 'TO ORDER\r\n' },
    { ...demo, TBI_CONSIGNOR: '  上海某某贸易有限公司\u3000\n上海市', TBI_CONSIGNEE: '   \n\t\n' },
    { ...demo, TBI_CONSIGNOR: 42, TBI_CONSIGNEE: null, TBI_MBL_NO: undefined },
    { ...demo, Boxes: [box(1, 0.1, 0.0005), box(2, 0.2, 1.23456), box(3, 1e6 + 0.0004, 2.00004), box('7', '12.5', null), box(null, -1.5, 0)] },
    { ...demo, Boxes: [box(10, 1 / 3, 2 / 3), box(10, 1 / 3, 2 / 3), box(10, 1 / 3, 2 / 3)] },
    { ...demo, Boxes: 'none' },
    { TBI_SIMBL_NO: '' },
  ];
}

describe.each(databases)('migration 023 on %s', (_name, open) => {
  it("fills the lists' columns of the SIs stored before it as the writes compute them, and the deadline from the booking", async () => {
    const { db, drop } = await open();
    try {
      const all = loadMigrations();
      const at = all.findIndex((m) => m.name === 'si_list_projection');
      expect(at).toBeGreaterThan(0);
      await migrate(db, all.slice(0, at));
      await seedOlderSchema(db);
      const [c] = await db.query<{ id: string }>(`select company_id as id from bookings where cgo_id = 'CGO-HZTX-2611-001'`);
      // a booking with no cut-off yet
      await db.query(
        `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, loading_place, loading_code, discharge_place, discharge_code, deadline, containers)
         select 'CGO-NODEADLINE', company_id, mbl_no, carrier, vessel, voyage, loading_place, loading_code, discharge_place, discharge_code, null, containers from bookings where cgo_id = 'CGO-HZTX-2611-001'`,
      );
      const made: { id: string; record: unknown; cgo: string }[] = [];
      for (const cgo of ['CGO-HZTX-2611-001', 'CGO-NODEADLINE']) {
        for (const [i, record] of oldRecords(cgo).entries()) {
          const r = record as SiRecord;
          // as the build before stored an SI: its MBL number and box summary beside it, nothing more
          const [row] = await db.query<{ id: string }>(
            `insert into si_records (company_id, cgo_id, record, mbl_no, box_summary, deleted, status) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
            [
              c!.id,
              cgo,
              JSON.stringify(record),
              typeof r.TBI_MBL_NO === 'string' ? r.TBI_MBL_NO : '',
              boxSummary(Array.isArray(r.Boxes) ? r.Boxes : []),
              i === 1,
              1 + (i % 4),
            ],
          );
          made.push({ id: String(row!.id), record: JSON.parse(JSON.stringify(record)), cgo });
        }
      }

      await migrate(db, all);
      const rows = await db.query<Record<string, unknown>>(
        `select id, mbl_no, box_summary, consignor_line, consignee_line, packages, weight, volume, deadline, record from si_records order by id`,
      );
      expect(rows.map((r) => String(r.id))).toEqual(made.map((m) => m.id));
      for (const [i, r] of rows.entries()) {
        const record = made[i]!.record as SiRecord;
        // what a write computes now: boxes that are not a list count as none
        const expected = siListProjection(Array.isArray(record.Boxes) ? record : { ...record, Boxes: [] });
        const got = {
          mblNo: r.mbl_no,
          boxSummary: r.box_summary,
          consignorLine: r.consignor_line,
          consigneeLine: r.consignee_line,
          packages: Number(r.packages),
          weight: Number(r.weight),
          volume: Number(r.volume),
        };
        expect({ i, ...got }).toEqual({ i, ...expected });
        expect(r.deadline ? new Date(r.deadline as string).toISOString().slice(0, 10) : null).toBe(made[i]!.cgo === 'CGO-NODEADLINE' ? null : '2026-12-02');
        expect(r.record).toEqual(record); // the record itself untouched
      }
      // the awkward ones, spelled out
      expect(rows.slice(0, 7).map((r) => [r.consignor_line, r.consignee_line])).toEqual([
        ['HANGZHOU TIANXIANG I/E CO., LTD.', 'TO ORDER'],
        ['HANGZHOU TIANXIANG I/E CO., LTD.', 'TO ORDER'],
        ['上海某某贸易有限公司\u3000', ''], // a full-width space is not blank to either
        ['', ''],
        ['HANGZHOU TIANXIANG I/E CO., LTD.', 'TO ORDER'],
        ['HANGZHOU TIANXIANG I/E CO., LTD.', 'TO ORDER'],
        ['HANGZHOU TIANXIANG I/E CO., LTD.', 'TO ORDER'],
      ]);
      expect(rows.slice(0, 7).map((r) => [Number(r.packages), Number(r.weight), Number(r.volume)])).toEqual([
        [240, 4801, 112.4],
        [240, 4801, 112.4],
        [240, 4801, 112.4],
        [240, 4801, 112.4],
        [6, 999998.8, 3.235],
        [30, 1, 2],
        [0, 0, 0],
      ]);
    } finally {
      await drop();
    }
  });
});

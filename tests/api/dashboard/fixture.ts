import { randomUUID } from 'node:crypto';
import type { Db } from '../../../server/db/types';

/**
 * The dashboard's test shipments, in a window no demo booking sails in (March–May 2025): for 杭州天祥
 * six bookings (one cancelled) across stages, carriers and lanes, with departures on time and late,
 * a retracted arrival, SI and VGM before and after their cut-offs, manifests accepted at once and
 * after a rejection; for 宁波海越 one booking on the same lane and vessel that must never be counted
 * for 天祥. Every figure is then computed from these rows again by ./expected.ts.
 */
export const WINDOW = { From: '2025-03-01', To: '2025-05-31' } as const;

type Box = { TYPE: string; COUNT: number };
interface Ev {
  code: string;
  cls?: 'ACT' | 'EST' | 'PLN';
  at: string;
  updated?: string;
  loc: string;
  cgo?: string;
  vessel?: string;
  voyage?: string;
  empty?: 'LADEN' | 'EMPTY';
  retracted?: boolean;
}

async function booking(
  db: Db,
  company: string,
  cgo: string,
  carrier: string,
  pol: string,
  pod: string,
  day: string,
  boxes: Box[],
  vessel: string,
  voyage: string,
) {
  await db.query(
    `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, loading_place, loading_code, discharge_place, discharge_code, sailing_date, containers)
     select $1, id, $1, $3, $4, $5, $6, $6, $7, $7, $8::date, $9::jsonb from companies where code = $2`,
    [cgo, company, carrier, vessel, voyage, pol, pod, day, JSON.stringify(boxes)],
  );
}

async function event(db: Db, e: Ev) {
  const vesselWide = !e.cgo;
  const id = randomUUID();
  await db.query(
    `insert into tracking_events (evt_id, evt_publisher, evt_type, evt_code, evt_classifier, evt_at, evt_updated_at, evt_empty, evt_location,
        evt_vessel_name, evt_voyage, evt_cgo_id, evt_retracted, company_id, evt_equipment_ref)
     values ($1, 'TEST', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, (select company_id from bookings where cgo_id = $11), $13)`,
    [
      id,
      vesselWide || e.code === 'DEPA' || e.code === 'ARRI' ? 'TRANSPORT' : 'EQUIPMENT',
      e.code,
      e.cls ?? 'ACT',
      e.at,
      e.updated ?? e.at,
      e.empty ?? null,
      e.loc,
      e.vessel ?? '',
      e.voyage ?? '',
      e.cgo ?? null,
      !!e.retracted,
      vesselWide ? '' : e.code === 'DEPA' || e.code === 'ARRI' ? '' : 'TSTU9000001',
    ],
  );
  if (e.retracted) {
    await db.query(
      `insert into tracking_events (evt_id, evt_publisher, evt_type, evt_code, evt_classifier, evt_at, evt_updated_at, evt_location, evt_cgo_id, evt_retracts, evt_vessel_name, evt_voyage)
       select $1, 'TEST', evt_type, evt_code, evt_classifier, evt_at, evt_updated_at, evt_location, evt_cgo_id, evt_id, evt_vessel_name, evt_voyage from tracking_events where evt_id = $2`,
      [randomUUID(), id],
    );
  }
}

const cutoff = (db: Db, cgo: string, code: string, at: string) =>
  db.query(`insert into booking_cutoffs (cgo_id, code, at, source) values ($1, $2, $3, 'STAFF') on conflict (cgo_id, code) do update set at = excluded.at`, [
    cgo,
    code,
    at,
  ]);

const approvedSi = (db: Db, cgo: string, at: string) =>
  db.query(
    `insert into si_records (company_id, cgo_id, status, reviewer_date, record) select company_id, cgo_id, 2, $2, '{}' from bookings where cgo_id = $1`,
    [cgo, at],
  );

const docEvent = (db: Db, docType: string, docId: string, type: string, at: string) =>
  db.query(`insert into doc_events (doc_type, doc_id, at, actor_kind, type) values ($1, $2, $3, 'system', $4)`, [docType, docId, at, type]);

let mft = 0;
async function manifest(db: Db, cgo: string, answers: [type: 'v1.ManifestAccepted' | 'v1.ManifestRejected', at: string][]) {
  const [m] = await db.query<{ id: string }>(
    `insert into manifests (mft_no, company_id, mft_filing, mft_level, mft_cgo_id) select $1, company_id, 'CN_EXPORT', 'MASTER', cgo_id from bookings where cgo_id = $2 returning id`,
    [`DASH-MFT-${++mft}`, cgo],
  );
  for (const [type, at] of answers) await docEvent(db, 'manifest', m!.id, type, at);
}

export async function seedDashboardFixture(db: Db): Promise<void> {
  const T = 'CUS-HZTX';
  // T1: arrived at Los Angeles; departed 22 h after the first plan (on time)
  await booking(
    db,
    T,
    'DASH-T1',
    'COSU',
    'CNSHA',
    'USLAX',
    '2025-03-05',
    [
      { TYPE: '40HQ', COUNT: 2 },
      { TYPE: '20GP', COUNT: 1 },
    ],
    'DASH ONE',
    '001E',
  );
  await event(db, { cgo: 'DASH-T1', code: 'GTIN', empty: 'LADEN', at: '2025-03-03T02:00:00Z', loc: 'CNSHA' });
  await event(db, { cgo: 'DASH-T1', code: 'LOAD', empty: 'LADEN', at: '2025-03-05T20:00:00Z', loc: 'CNSHA' });
  await event(db, { vessel: 'DASH ONE', voyage: '001E', code: 'DEPA', cls: 'PLN', at: '2025-03-05T10:00:00Z', updated: '2025-02-20T00:00:00Z', loc: 'CNSHA' });
  await event(db, { vessel: 'DASH ONE', voyage: '001E', code: 'DEPA', cls: 'EST', at: '2025-03-06T06:00:00Z', updated: '2025-03-01T00:00:00Z', loc: 'CNSHA' });
  await event(db, { vessel: 'dash one', voyage: '001e', code: 'DEPA', at: '2025-03-06T08:00:00Z', loc: 'CNSHA' });
  await event(db, { vessel: 'DASH ONE', voyage: '001E', code: 'ARRI', at: '2025-03-20T08:00:00Z', loc: 'USLAX' });
  // T2: departed two days after its estimate (late); its arrival was retracted, so it has departed only
  await booking(db, T, 'DASH-T2', 'MAEU', 'CNNGB', 'DEHAM', '2025-03-20', [{ TYPE: '40GP', COUNT: 1 }], 'DASH TWO', '002W');
  await event(db, { cgo: 'DASH-T2', code: 'GTIN', empty: 'LADEN', at: '2025-03-18T02:00:00Z', loc: 'CNNGB' });
  await event(db, { cgo: 'DASH-T2', code: 'DEPA', cls: 'EST', at: '2025-03-20T00:00:00Z', updated: '2025-03-01T00:00:00Z', loc: 'CNNGB' });
  await event(db, { cgo: 'DASH-T2', code: 'DEPA', at: '2025-03-22T00:00:00Z', loc: 'CNNGB' });
  await event(db, { cgo: 'DASH-T2', code: 'ARRI', at: '2025-03-23T00:00:00Z', loc: 'DEHAM', retracted: true });
  // T3: booked only; SI before its DCO, one box's VGM before the VCO and one after
  await booking(db, T, 'DASH-T3', 'COSU', 'CNSHA', 'USLAX', '2025-04-10', [{ TYPE: '45HQ', COUNT: 2 }], 'DASH THREE', '003E');
  await cutoff(db, 'DASH-T3', 'DCO', '2025-04-08T04:00:00Z');
  await cutoff(db, 'DASH-T3', 'VCO', '2025-04-09T02:00:00Z');
  await approvedSi(db, 'DASH-T3', '2025-04-07T09:00:00Z');
  await docEvent(db, 'vgm', 'DASH-T3/TSTU1000001', 'v1.VgmDeclared', '2025-04-08T01:00:00Z');
  await docEvent(db, 'vgm', 'DASH-T3/TSTU1000001', 'v1.VgmDeclared', '2025-04-09T05:00:00Z');
  await docEvent(db, 'vgm', 'DASH-T3/TSTU1000002', 'v1.VgmDeclared', '2025-04-10T01:00:00Z');
  await manifest(db, 'DASH-T3', [['v1.ManifestAccepted', '2025-04-09T00:00:00Z']]);
  // T4: gated in at Shanghai for Singapore; SI approved after its DCO
  await booking(db, T, 'DASH-T4', 'COSU', 'CNSHA', 'SGSIN', '2025-05-02', [{ TYPE: '20GP', COUNT: 3 }], 'DASH FOUR', '004S');
  await event(db, { cgo: 'DASH-T4', code: 'GTIN', empty: 'LADEN', at: '2025-04-30T02:00:00Z', loc: 'CNSHA' });
  await event(db, { cgo: 'DASH-T4', code: 'GTIN', empty: 'EMPTY', at: '2025-04-29T02:00:00Z', loc: 'CNSHA' });
  await cutoff(db, 'DASH-T4', 'DCO', '2025-04-30T04:00:00Z');
  await approvedSi(db, 'DASH-T4', '2025-05-01T04:00:00Z');
  await manifest(db, 'DASH-T4', []);
  // T6: a passed DCO and no SI (late); a second manifest answer order on T1: rejected, then accepted
  await booking(db, T, 'DASH-T6', 'MAEU', 'CNNGB', 'DEHAM', '2025-05-20', [{ TYPE: '40HQ', COUNT: 1 }], 'DASH SIX', '006W');
  await cutoff(db, 'DASH-T6', 'DCO', '2025-05-15T04:00:00Z');
  await manifest(db, 'DASH-T1', [
    ['v1.ManifestRejected', '2025-03-03T00:00:00Z'],
    ['v1.ManifestAccepted', '2025-03-04T00:00:00Z'],
  ]);
  // T5: cancelled — counted nowhere
  await booking(db, T, 'DASH-T5', 'COSU', 'CNSHA', 'USLAX', '2025-04-15', [{ TYPE: '40HQ', COUNT: 5 }], 'DASH FIVE', '005E');
  await db.query(
    `insert into booking_orders (booking_no, company_id, body, status, cgo_id) select 'BKDASH0005', company_id, '{}', 'CANCELLED', cgo_id from bookings where cgo_id = 'DASH-T5'`,
  );
  // 海越: the same lane and vessel as T1, with its own facts
  await booking(db, 'CUS-NBHY', 'DASH-O1', 'COSU', 'CNSHA', 'USLAX', '2025-03-05', [{ TYPE: '40HQ', COUNT: 4 }], 'DASH ONE', '001E');
  await event(db, { cgo: 'DASH-O1', code: 'GTIN', empty: 'LADEN', at: '2025-03-03T02:00:00Z', loc: 'CNSHA' });
  await cutoff(db, 'DASH-O1', 'DCO', '2025-03-03T04:00:00Z');
  await approvedSi(db, 'DASH-O1', '2025-03-01T04:00:00Z');
  await manifest(db, 'DASH-O1', [['v1.ManifestAccepted', '2025-03-04T00:00:00Z']]);
}

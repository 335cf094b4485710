// The control tower (issue 36): GET ControlTower/Exceptions over 100,000 shipments — each a booking
// with its cut-offs (DCO, VCO, PCO, FCO spread over the last year and the next month), an SI, a VGM,
// a packing list, a manifest and its container's events (gate-in, load, the vessels' departures and
// estimates of arrival) — answered for the platform's staff (every company, every rule) and for a
// customer (its own company), each timed through the server's own handler (Fastify's inject) against
// /api/health the same way in the same run. Aim: p95 < 100 ms.
// Run alone: `npx tsx bench/controlTower.ts` (PGlite; PostgreSQL too with DATABASE_URL).
import { pathToFileURL } from 'node:url';
import { ENDPOINTS } from '../src/contract/endpoints';
import { buildApp } from '../server/app';
import type { Db } from '../server/db/types';
import { caller } from '../tests/api/support/calls';
import { fixtureDist } from '../tests/api/support/build';
import { databaseKinds, type DatabaseKind, machine, prepareDatabase, quantile, round } from './serverProcess';

const SHIPMENTS = Number(process.env.TOWER_SHIPMENTS ?? 100_000);
const CALLS = 200;

/**
 * The shipments, set-based. Shipment g's cut-offs fall at a point of the last 365 days or the next 30
 * (so about one in thirteen is inside the tower's look-back); nearly all are settled as they are in
 * a running business (SI approved, VGM declared, packing list gated in and loaded, manifest accepted),
 * and a few percent are not — those are the exceptions.
 */
async function shipments(db: Db, n: number) {
  const at = `(now() - interval '365 days' + (g * 395.0 / ${n}) * interval '1 day')`;
  await db.exec(`
    insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, loading_place, loading_code, discharge_place, discharge_code, containers)
    select 'CGO-BT-' || g, (select id from companies where code = case when g % 3 = 0 then 'CUS-NBHY' else 'CUS-HZTX' end), 'BTMB' || lpad(g::text, 8, '0'), 'COSU',
           'BENCH VESSEL ' || (g / 400), 'V' || (g / 20) || 'E', 'SHANGHAI', 'CNSHA', 'HAMBURG', 'DEHAM',
           jsonb_build_array(jsonb_build_object('TYPE', '40HQ', 'COUNT', 1, 'CNNOS', jsonb_build_array('BTCU' || lpad(g::text, 7, '0'))))
      from generate_series(1, ${n}) g;
    insert into booking_cutoffs (cgo_id, code, at, source)
    select 'CGO-BT-' || g, c.code, ${at} + c.shift, 'CARRIER'
      from generate_series(1, ${n}) g
      cross join (values ('DCO', interval '-48 hours'), ('VCO', interval '-30 hours'), ('PCO', interval '-24 hours'), ('FCO', interval '-20 hours')) c(code, shift)
    on conflict (cgo_id, code) do update set at = excluded.at, source = excluded.source;
    insert into si_records (company_id, cgo_id, status, record, updated_at)
    select b.company_id, b.cgo_id, case when g % 40 = 0 then 1 else 2 end, '{}'::jsonb, ${at} - interval '3 days'
      from generate_series(1, ${n}) g join bookings b on b.cgo_id = 'CGO-BT-' || g where g % 50 <> 0;
    insert into packing_lists (company_id, pkl_no, pkl_source, pkl_cgo_id, pkl_booking_no, pkl_carrier, pkl_vessel, pkl_voyage, pkl_loading_code, pkl_cntr_type, pkl_slot,
                               pkl_cnno, pkl_apply_batch, pkl_status, pkl_gated_in_at, updated_at)
    select b.company_id, 'PKBT' || lpad(g::text, 8, '0'), 1, b.cgo_id, b.mbl_no, 'COSU', b.vessel, b.voyage, 'CNSHA', '40HQ', 1, 'BTCU' || lpad(g::text, 7, '0'),
           gen_random_uuid(), case when g % 60 = 0 then 2 when g % 97 = 0 then 1 else 7 end,
           case when g % 60 = 0 or g % 97 = 0 then null else ${at} - interval '12 hours' end, ${at} - interval '5 days'
      from generate_series(1, ${n}) g join bookings b on b.cgo_id = 'CGO-BT-' || g;
    insert into vgm_declarations (company_id, vgm_cgo_id, vgm_cnno, vgm_version, vgm_kg, vgm_method, vgm_weighed_at, vgm_responsible_party, vgm_signatory, vgm_channel,
                                  vgm_status, vgm_measured_kg, vgm_measured_at, updated_at)
    select b.company_id, b.cgo_id, 'BTCU' || lpad(g::text, 7, '0'), 1, 24000, 1, ${at} - interval '2 days', 'SHIPPER', 'SIGNER', 'WORKBENCH', 4,
           case when g % 10 = 0 then case when g % 200 = 0 then 26000 else 24300 end end, case when g % 10 = 0 then ${at} - interval '13 hours' end, ${at} - interval '2 days'
      from generate_series(1, ${n}) g join bookings b on b.cgo_id = 'CGO-BT-' || g where g % 45 <> 0;
    insert into manifests (mft_no, company_id, mft_filing, mft_level, mft_cgo_id, mft_mbl_no, mft_status, mft_loading_at, mft_last_error, updated_at)
    select 'MFBT' || lpad(g::text, 8, '0'), b.company_id, 'CN_EXPORT', 'MASTER', b.cgo_id, b.mbl_no,
           case when g % 70 = 0 then 8 when g % 33 = 0 then 0 else 9 end, ${at} + interval '6 hours', case when g % 70 = 0 then 'E2106' else '' end, ${at} - interval '1 day'
      from generate_series(1, ${n}) g join bookings b on b.cgo_id = 'CGO-BT-' || g;
    -- each box gated in and (nearly always) loaded; each voyage's departure and two estimates of arrival; a few customs stops
    insert into tracking_events (evt_id, evt_publisher, evt_type, evt_code, evt_classifier, evt_at, evt_updated_at, evt_equipment_ref, evt_empty, evt_location, evt_cgo_id, company_id)
    select gen_random_uuid(), 'BENCH', 'EQUIPMENT', e.code, 'ACT', ${at} + e.shift, ${at} + e.shift, 'BTCU' || lpad(g::text, 7, '0'), 'LADEN', 'CNSHA', b.cgo_id, b.company_id
      from generate_series(1, ${n}) g join bookings b on b.cgo_id = 'CGO-BT-' || g
      cross join (values ('GTIN', interval '-12 hours'), ('LOAD', interval '8 hours')) e(code, shift)
     where e.code = 'GTIN' or g % 150 <> 0;
    insert into tracking_events (evt_id, evt_publisher, evt_type, evt_code, evt_classifier, evt_at, evt_updated_at, evt_location, evt_mode, evt_vessel_name, evt_voyage)
    select gen_random_uuid(), 'BENCH', 'TRANSPORT', e.code, e.cls, ${at.replace(/g \*/g, '(v * 20) *')} + e.shift,
           ${at.replace(/g \*/g, '(v * 20) *')} + e.upd, e.loc, 'VESSEL', 'BENCH VESSEL ' || (v * 20 / 400), 'V' || v || 'E'
      from generate_series(0, ${Math.floor(n / 20)}) v
      cross join lateral (values ('DEPA', 'ACT', 'CNSHA', interval '12 hours', interval '12 hours'),
                         ('ARRI', 'EST', 'DEHAM', interval '30 days', interval '-5 days'),
                         -- one voyage in ten slips two days, the others six hours
                         ('ARRI', 'EST', 'DEHAM', interval '30 days' + case when v % 10 = 0 then interval '2 days' else interval '6 hours' end, interval '1 day')
                        ) e(code, cls, loc, shift, upd);
    insert into tracking_events (evt_id, evt_publisher, evt_type, evt_code, evt_classifier, evt_at, evt_updated_at, evt_equipment_ref, evt_empty, evt_location, evt_cgo_id, company_id)
    select gen_random_uuid(), 'BENCH', 'EQUIPMENT', 'CUSS', 'ACT', ${at} + interval '20 days', ${at} + interval '20 days', 'BTCU' || lpad(g::text, 7, '0'), 'LADEN', 'DEHAM', b.cgo_id, b.company_id
      from generate_series(1, ${n}) g join bookings b on b.cgo_id = 'CGO-BT-' || g where g % 200 = 0;
    analyze;
  `);
}

async function timed(n: number, f: () => Promise<void>): Promise<number[]> {
  const out: number[] = [];
  for (let i = -10; i < n; i++) {
    const t = performance.now();
    await f();
    if (i >= 0) out.push(performance.now() - t);
  }
  return out;
}
const p = (xs: number[]) => ({ p50Ms: round(quantile(xs, 0.5)), p95Ms: round(quantile(xs, 0.95)) });

export interface ControlTowerBenchResult {
  database: DatabaseKind;
  shipments: number;
  calls: number;
  staff: { p50Ms: number; p95Ms: number; exceptions: number; byCode: Record<string, number> };
  customer: { p50Ms: number; p95Ms: number; exceptions: number };
  baseline: { p50Ms: number; p95Ms: number; call: string };
  ratioStaffP95: number;
  ratioCustomerP95: number;
  aimMet: boolean;
}

async function benchOn(kind: DatabaseKind, databaseUrl: string | undefined, log?: (l: string) => void): Promise<ControlTowerBenchResult> {
  const t0 = performance.now();
  const bench = await prepareDatabase(kind, databaseUrl, (db) => shipments(db, SHIPMENTS));
  log?.(`control tower bench on ${kind}: ${SHIPMENTS} shipments ready in ${round((performance.now() - t0) / 1000, 1)} s`);
  const db = await bench.open();
  const app = await buildApp({ db, staticDir: fixtureDist() });
  try {
    const { call, asUser } = caller({ app });
    const staffToken = await asUser('admin@demo.test');
    const customerToken = await asUser('customer.admin@demo.test');
    const ask = (token: string) => async () => {
      const res = await call('GET', `${ENDPOINTS.towerExceptions}?PageSize=50`, token);
      if (res.statusCode !== 200) throw new Error(res.body);
    };
    const all = (await call('GET', `${ENDPOINTS.towerExceptions}?PageSize=200`, staffToken)).json().Data as { Total: number; Items: { Code: string }[] };
    const byCode: Record<string, number> = {};
    for (const code of [
      'DOC_CUTOFF',
      'VGM_MISSING',
      'VGM_DEVIATION',
      'PKL_NOT_OPENED',
      'NOT_GATED_IN',
      'SHUT_OUT',
      'MANIFEST_DUE',
      'MANIFEST_FAILED',
      'ETA_SLIP',
      'CUSTOMS_HOLD',
    ])
      byCode[code] = (await call('GET', `${ENDPOINTS.towerExceptions}?PageSize=1&Code=${code}`, staffToken)).json().Data.Total;
    const customerTotal = (await call('GET', `${ENDPOINTS.towerExceptions}?PageSize=1`, customerToken)).json().Data.Total as number;
    const staff = await timed(CALLS, ask(staffToken));
    const customer = await timed(CALLS, ask(customerToken));
    const health = await timed(CALLS, async () => {
      await call('GET', '/api/health', staffToken);
    });
    const staffP95 = quantile(staff, 0.95);
    const customerP95 = quantile(customer, 0.95);
    return {
      database: kind,
      shipments: SHIPMENTS,
      calls: CALLS,
      staff: { ...p(staff), exceptions: all.Total, byCode },
      customer: { ...p(customer), exceptions: customerTotal },
      baseline: { ...p(health), call: 'GET /api/health (the same handler chain, one database round trip)' },
      ratioStaffP95: round(staffP95 / quantile(health, 0.95)),
      ratioCustomerP95: round(customerP95 / quantile(health, 0.95)),
      aimMet: staffP95 < 100 && customerP95 < 100,
    };
  } finally {
    await app.close();
    await db.close();
    await bench.dispose();
  }
}

export async function controlTowerBench(options: { databaseUrl?: string; log?: (l: string) => void } = {}) {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const out: ControlTowerBenchResult[] = [];
  for (const kind of databaseKinds(databaseUrl)) out.push(await benchOn(kind, databaseUrl, options.log));
  return { setup: machine(), results: out };
}

export function controlTowerTable(r: Awaited<ReturnType<typeof controlTowerBench>>) {
  return Object.fromEntries(
    r.results.flatMap((x) => [
      [
        `${x.database}: control tower, staff, ${x.shipments} shipments (p95 ms) vs health`,
        { value: x.staff.p95Ms, baseline: x.baseline.p95Ms, ratio: x.ratioStaffP95 },
      ],
      [`${x.database}: control tower, a customer (p95 ms) vs health`, { value: x.customer.p95Ms, baseline: x.baseline.p95Ms, ratio: x.ratioCustomerP95 }],
      [
        `${x.database}: open exceptions staff / customer; aim p95 < 100 ms met`,
        { value: `${x.staff.exceptions} / ${x.customer.exceptions}`, baseline: '', ratio: String(x.aimMet) },
      ],
    ]),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await controlTowerBench({ log: console.log });
  console.log(JSON.stringify(r, null, 2));
  console.table(controlTowerTable(r));
}

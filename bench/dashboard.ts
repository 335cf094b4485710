// The dashboard's summary (issue 36) over 100,000 bookings of one customer: a year of sailings on
// four lanes and four carriers, each booking gated in, its vessels' departures estimated and
// actual, its documentation cut-off and (for half) an approved SI. Timed through the server's own
// handler (Fastify's inject), p50/p95, against `/api/health` the same way in the same run.
// Run alone: `npx tsx bench/dashboard.ts`.
import { pathToFileURL } from 'node:url';
import { ENDPOINTS } from '../src/contract/endpoints';
import { buildApp } from '../server/app';
import { openDb } from '../server/db/open';
import { migrate } from '../server/db/migrate';
import { seed } from '../server/db/seed';
import { caller } from '../tests/api/support/calls';
import { fixtureDist } from '../tests/api/support/build';
import { machine, quantile, round } from './serverProcess';

const ROWS = 100_000;
const CALLS = 10;
const WARM = 1;
/** One voyage per 100 bookings: 1,000 vessel departures, each with an estimate and an actual. */
const PER_VOYAGE = 100;

export interface DashboardBenchResult {
  rows: number;
  calls: number;
  year: { p50Ms: number; p95Ms: number; shipments: number };
  month: { p50Ms: number; p95Ms: number; shipments: number };
  health: { p50Ms: number; p95Ms: number };
  /** The year's p95 over health's p95. */
  ratioYearP95: number;
}

const p = (xs: number[]) => ({ p50Ms: round(quantile(xs, 0.5)), p95Ms: round(quantile(xs, 0.95)) });

export async function fill(db: Awaited<ReturnType<typeof openDb>>) {
  // sailing days over 2025; lanes and carriers in turn; voyage = booking number / 100
  await db.query(
    `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, loading_place, loading_code, discharge_place, discharge_code, sailing_date, containers)
     select 'BENCH-' || g, c.id, 'MBL' || g, (array['COSU','MAEU','MSCU','EGLV'])[1 + g % 4], 'BENCH VESSEL', 'V' || (g / $2),
            'SHANGHAI', 'CNSHA', 'X', (array['USLAX','DEHAM','SGSIN','NLRTM'])[1 + (g / 7) % 4],
            date '2025-01-01' + (g % 365), '[{"TYPE":"40HQ","COUNT":2},{"TYPE":"20GP","COUNT":1}]'::jsonb
       from companies c, generate_series(1, $1::int) g where c.code = 'CUS-HZTX'`,
    [ROWS, PER_VOYAGE],
  );
  await db.query(
    `insert into tracking_events (evt_id, evt_publisher, evt_type, evt_code, evt_classifier, evt_at, evt_updated_at, evt_empty, evt_location, evt_equipment_ref, evt_cgo_id, company_id)
     select gen_random_uuid(), 'BENCH', 'EQUIPMENT', 'GTIN', 'ACT', b.sailing_date - 2, b.sailing_date - 2, 'LADEN', 'CNSHA', 'BNCU0000000', b.cgo_id, b.company_id
       from bookings b where b.cgo_id like 'BENCH-%'`,
  );
  await db.query(
    `insert into tracking_events (evt_id, evt_publisher, evt_type, evt_code, evt_classifier, evt_at, evt_updated_at, evt_location, evt_vessel_name, evt_voyage)
     select gen_random_uuid(), 'BENCH', 'TRANSPORT', 'DEPA', k.cls, d + k.late, d - 10, 'CNSHA', 'BENCH VESSEL', 'V' || v
       from (select distinct voyage, substr(voyage, 2)::int as v, min(sailing_date) as d from bookings where cgo_id like 'BENCH-%' group by voyage) x,
            (values ('EST', interval '0 hours'), ('ACT', interval '30 hours')) k (cls, late)`,
  );
  await db.query(
    `insert into booking_cutoffs (cgo_id, code, at, source) select cgo_id, 'DCO', sailing_date - 3, 'CARRIER' from bookings where cgo_id like 'BENCH-%'`,
  );
  await db.query(
    `insert into si_records (company_id, cgo_id, status, reviewer_date, record)
     select company_id, cgo_id, 2, sailing_date - 4, '{}' from bookings where cgo_id like 'BENCH-%' and substr(cgo_id, 7)::int % 2 = 0`,
  );
  await db.exec('analyze');
}

export async function dashboardBench(log: (l: string) => void = () => undefined): Promise<DashboardBenchResult> {
  const db = await openDb({ memory: true });
  await migrate(db);
  await seed(db);
  log(`inserting ${ROWS.toLocaleString()} bookings with their events, cut-offs and SIs…`);
  await fill(db);
  const app = await buildApp({ db, staticDir: fixtureDist(), answerCache: { maxAgeMs: 0 } });
  try {
    const { call, asUser } = caller({ app });
    const token = await asUser('customer.admin@demo.test');
    const timed = async (url: string) => {
      const out: number[] = [];
      let shipments = 0;
      for (let i = 0; i < WARM + CALLS; i++) {
        const t = performance.now();
        const res = await call('GET', url, token);
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        if (i >= WARM) out.push(performance.now() - t);
        if (url !== ENDPOINTS.health) shipments = res.json().Data.Shipments;
      }
      return { out, shipments };
    };
    log('timing the summary over the year, over one month, and /api/health…');
    const year = await timed(`${ENDPOINTS.dashboardSummary}?From=2025-01-01&To=2025-12-31`);
    const month = await timed(`${ENDPOINTS.dashboardSummary}?From=2025-06-01&To=2025-06-30`);
    const health = await timed(ENDPOINTS.health);
    return {
      rows: ROWS,
      calls: CALLS,
      year: { ...p(year.out), shipments: year.shipments },
      month: { ...p(month.out), shipments: month.shipments },
      health: p(health.out),
      ratioYearP95: round(quantile(year.out, 0.95) / quantile(health.out, 0.95)),
    };
  } finally {
    await app.close();
    await db.close();
  }
}

export function dashboardTable(r: DashboardBenchResult): string {
  return [
    `| Dashboard/Summary over ${r.rows.toLocaleString()} bookings (${r.calls} calls each) | p50 ms | p95 ms |`,
    '|---|---|---|',
    `| a year (${r.year.shipments.toLocaleString()} shipments counted) | ${r.year.p50Ms} | ${r.year.p95Ms} |`,
    `| a month (${r.month.shipments.toLocaleString()} shipments counted) | ${r.month.p50Ms} | ${r.month.p95Ms} |`,
    `| baseline: GET /api/health | ${r.health.p50Ms} | ${r.health.p95Ms} |`,
    `| ratio (year / health, p95) | | ${r.ratioYearP95} |`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await dashboardBench((l) => console.error(l));
  console.log(JSON.stringify({ machine: machine(), ...r }, null, 2));
  console.log(dashboardTable(r));
}

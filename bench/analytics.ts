// The sales analysis (issue 51) over 1,000,000 generated roll-up rows (sales_daily): a year of days,
// 200 customers, 5 lanes, 5 carriers, a volume row and money rows in USD and CNY. Timed through the
// server's own handler (Fastify's inject) as the platform admin (every customer, with cost), p50/p95,
// against the bare SQL aggregate of the same figures over the raw generated rows (sales_daily summed
// by month, lane and currency) in the same run. The analysis reads the monthly roll-up the module
// builds from them (sales_monthly, rebuilt here as its round does). Run alone: `npx tsx bench/analytics.ts` (PGlite; PostgreSQL too with DATABASE_URL).
import { pathToFileURL } from 'node:url';
import { ENDPOINTS } from '../src/contract/endpoints';
import { buildApp } from '../server/app';
import type { Db } from '../server/db/types';
import { rebuildMonthly } from '../server/modules/analytics/rollupRepository';
import { caller } from '../tests/api/support/calls';
import { fixtureDist } from '../tests/api/support/build';
import { databaseKinds, type DatabaseKind, machine, prepareDatabase, quantile, round } from './serverProcess';

const ROWS = 1_000_000;
const CALLS = 12;
const WARM = 2;
const FROM = '2025-01-01';
const TO = '2025-12-31';

export interface AnalyticsBenchResult {
  database: DatabaseKind;
  rows: number;
  calls: number;
  bookings: number;
  analysis: { p50Ms: number; p95Ms: number };
  bare: { p50Ms: number; p95Ms: number };
  /** The analysis' p95 over the bare aggregate's. */
  ratioP95: number;
}

async function fill(db: Db) {
  await db.query(
    `insert into sales_daily (day, owner_company_id, customer_company_id, customer_employee_id, salesperson_id, pol, pod, carrier, currency,
                              bookings, teu, revenue_minor, cost_minor)
     select date '2025-01-01' + (g % 365), 1, 1000 + (g / 7) % 200, 0, 0, 'CNSHA', (array['USLAX','DEHAM','SGSIN','NLRTM','JPTYO'])[1 + (g / 3) % 5],
            (array['COSU','MAEU','MSCU','EGLV','ONEY'])[1 + (g / 11) % 5], (array['', 'USD', 'CNY'])[1 + g % 3],
            case when g % 3 = 0 then 1 else 0 end, case when g % 3 = 0 then 2 else 0 end,
            case when g % 3 = 0 then 0 else 100000 + g % 5000 end, case when g % 3 = 0 then 0 else 90000 + g % 4000 end
       from generate_series(1, $1::int) g`,
    [ROWS],
  );
  // the monthly roll-up as the module's round builds it from the daily rows (the same transaction there)
  await rebuildMonthly(db);
  await db.exec('analyze sales_daily');
  await db.exec('analyze sales_monthly');
}

const p = (xs: number[]) => ({ p50Ms: round(quantile(xs, 0.5)), p95Ms: round(quantile(xs, 0.95)) });

async function timed(fn: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < WARM + CALLS; i++) {
    const t = performance.now();
    await fn();
    if (i >= WARM) out.push(performance.now() - t);
  }
  return out;
}

async function benchOn(kind: DatabaseKind, databaseUrl: string | undefined, log?: (l: string) => void): Promise<AnalyticsBenchResult> {
  // no round in this process: the roll-ups' own round would rebuild the table from the (few) demo bookings
  process.env.ROUNDS_EVERY_MS = '0';
  const t0 = performance.now();
  const bench = await prepareDatabase(kind, databaseUrl, fill);
  log?.(`sales analysis bench on ${kind}: ${ROWS.toLocaleString()} roll-up rows ready in ${round((performance.now() - t0) / 1000, 1)} s`);
  const db = await bench.open();
  const app = await buildApp({ db, staticDir: fixtureDist() });
  try {
    const { call, asUser } = caller({ app });
    const token = await asUser('admin@demo.test');
    const url = `${ENDPOINTS.analyticsCompanySales}?From=${FROM}&To=${TO}&Granularity=MONTH&GroupBy=LANE`;
    let bookings = 0;
    const analysis = await timed(async () => {
      const res = await call('GET', url, token);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      bookings = res.json().Data.Totals.Bookings;
    });
    const bare = await timed(() =>
      db.query(
        `select to_char(day, 'YYYY-MM') as month, pol || '-' || pod as lane, currency, sum(bookings), sum(teu), sum(revenue_minor), sum(cost_minor)
           from sales_daily where day between $1::date and $2::date group by 1, 2, 3`,
        [FROM, TO],
      ),
    );
    return {
      database: kind,
      rows: ROWS,
      calls: CALLS,
      bookings,
      analysis: p(analysis),
      bare: p(bare),
      ratioP95: round(quantile(analysis, 0.95) / quantile(bare, 0.95)),
    };
  } finally {
    await app.close();
    await db.close();
    await bench.dispose();
  }
}

export async function analyticsBench(options: { databaseUrl?: string; log?: (l: string) => void } = {}) {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const out: AnalyticsBenchResult[] = [];
  for (const kind of databaseKinds(databaseUrl)) out.push(await benchOn(kind, databaseUrl, options.log));
  return { setup: machine(), results: out };
}

export function analyticsTable(r: Awaited<ReturnType<typeof analyticsBench>>) {
  return Object.fromEntries(
    r.results.map((x) => [
      `${x.database}: CompanySales by lane and month over ${x.rows.toLocaleString()} roll-up rows (p95 ms) vs the bare aggregate`,
      { value: x.analysis.p95Ms, baseline: x.bare.p95Ms, ratio: x.ratioP95 },
    ]),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await analyticsBench({ log: (l) => console.error(l) });
  console.log(JSON.stringify(r, null, 2));
  console.table(analyticsTable(r));
}

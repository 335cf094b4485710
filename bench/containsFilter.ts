// A list's "contains" filter past 100,000 rows (issue 33): the booking list filtered by a shipper's
// reference as a person types part of it, on 100,000 bookings, with the trigram index of migration
// 054 and — the baseline, in the same run on the same rows — with that index dropped (the filter
// reads every row). Timed through the server's own handler (Fastify's inject).
// Run alone: `npx tsx bench/containsFilter.ts`.
import { pathToFileURL } from 'node:url';
import { ENDPOINTS } from '../src/contract/endpoints';
import { buildApp } from '../server/app';
import { openDb } from '../server/db/open';
import { migrate } from '../server/db/migrate';
import { seed } from '../server/db/seed';
import { caller } from '../tests/api/support/calls';
import { fixtureDist } from '../tests/api/support/build';
import { goodBookingWire } from '../tests/support/bookingWire';
import { machine, quantile, round } from './serverProcess';

const ROWS = 100_000;
const CALLS = 30;
const INDEX = 'booking_orders_shipper_ref_trgm';

export interface ContainsFilterResult {
  rows: number;
  calls: number;
  indexed: { p50Ms: number; p99Ms: number };
  wholeTable: { p50Ms: number; p99Ms: number };
  /** indexed p50 over the whole-table p50: under 1 is faster. */
  ratioP50: number;
  sameAnswers: boolean;
}

const p = (xs: number[]) => ({ p50Ms: round(quantile(xs, 0.5)), p99Ms: round(quantile(xs, 0.99)) });

export async function containsFilterBench(log: (l: string) => void = () => undefined): Promise<ContainsFilterResult> {
  const db = await openDb({ memory: true });
  await migrate(db);
  await seed(db);
  log(`inserting ${ROWS.toLocaleString()} bookings…`);
  await db.query(
    `insert into booking_orders (booking_no, company_id, body, carrier_code, pol_code, pod_code, expected_etd, shipper_ref, status, submitted_at)
     select 'BX' || lpad(g::text, 6, '0'), c.id, $1::jsonb, 'COSU', 'CNSHA', 'NLRTM', current_date + 12,
            'REF-' || md5(g::text), 'SUBMITTED', now() - (interval '1 minute' * g)
       from companies c, generate_series(1, $2::int) g where c.code = 'CUS-HZTX'`,
    [JSON.stringify(goodBookingWire({})), ROWS],
  );
  await db.exec('analyze booking_orders');
  const app = await buildApp({ db, staticDir: fixtureDist(), answerCache: { maxAgeMs: 0 } });
  try {
    const token = await caller({ app }).asUser('admin@demo.test');
    // what a person types: a few characters of one reference, a different one each call
    const refs = await db.query<{ r: string }>(
      `select substr(shipper_ref, 6, 6) as r from booking_orders where shipper_ref like 'REF-%' order by id limit $1`,
      [CALLS + 20],
    );
    const run = async () => {
      const out: number[] = [];
      const totals: number[] = [];
      for (let i = 0; i < refs.length; i++) {
        const t = performance.now();
        const res = await app.inject({ url: `${ENDPOINTS.bookingList}?ShipperRef=${refs[i]!.r}&PageSize=20`, headers: { authorization: `Bearer ${token}` } });
        if (res.statusCode !== 200) throw new Error(`the list answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        if (i >= 20) out.push(performance.now() - t);
        totals.push(res.json().Data.Total as number);
      }
      return { out, totals };
    };
    const indexed = await run();
    const [def] = await db.query<{ d: string }>(`select indexdef as d from pg_indexes where indexname = $1`, [INDEX]);
    if (!def) throw new Error(`${INDEX} is missing`);
    await db.exec(`drop index ${INDEX}`);
    const whole = await run();
    await db.exec(def.d);
    return {
      rows: ROWS,
      calls: CALLS,
      indexed: p(indexed.out),
      wholeTable: p(whole.out),
      ratioP50: round(quantile(indexed.out, 0.5) / quantile(whole.out, 0.5)),
      sameAnswers: indexed.totals.join() === whole.totals.join(),
    };
  } finally {
    await app.close();
    await db.close();
  }
}

export function containsFilterTable(r: ContainsFilterResult): string {
  return [
    `| BookingOrder/List ?ShipperRef= on ${r.rows.toLocaleString()} bookings (${r.calls} calls) | p50 ms | p99 ms |`,
    '|---|---|---|',
    `| with the trigram index | ${r.indexed.p50Ms} | ${r.indexed.p99Ms} |`,
    `| baseline: index dropped, every row read | ${r.wholeTable.p50Ms} | ${r.wholeTable.p99Ms} |`,
    `| ratio (indexed / baseline, p50) | ${r.ratioP50} | same answers: ${r.sameAnswers} |`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await containsFilterBench((l) => console.error(l));
  console.log(JSON.stringify({ machine: machine(), ...r }, null, 2));
  console.log(containsFilterTable(r));
}

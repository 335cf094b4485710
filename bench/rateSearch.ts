// FclRate/Search over 100,000 rate versions (issue 15): the bench makes them — 2,000 lanes (five
// Chinese ports × 40 ports abroad × 10 carriers), 50 versions each: the newest published and valid
// today, the 49 before it superseded windows of two weeks going back two years, each with three
// classes priced — and times the search a salesperson makes for a customer (candidates, pricing at
// the customer's level with the rules, the search log written) through the server's own handler
// (Fastify's inject: no socket), against the bare SQL query of the candidate rows on the same
// database in the same run, call by call. The aim: server p95 < 30 ms.
// Run alone: `npx tsx bench/rateSearch.ts` (PGlite; PostgreSQL too with DATABASE_URL).
import { pathToFileURL } from 'node:url';
import { ENDPOINTS } from '../src/contract/endpoints';
import { SEED_CARRIERS } from '../src/domain/refdata/seed/carriers';
import { SEED_PORTS } from '../src/domain/refdata/seed/ports';
import { todayInShanghai } from '../src/domain/refdata/exchangeRates';
import { buildApp } from '../server/app';
import type { Db } from '../server/db/types';
import { candidateRates } from '../server/modules/rates/searchRepository';
import { caller } from '../tests/api/support/calls';
import { fixtureDist } from '../tests/api/support/build';
import { databaseKinds, type DatabaseKind, machine, prepareDatabase, quantile, round } from './serverProcess';

export const AIM_P95_MS = 30;
const POLS = ['CNSHA', 'CNNGB', 'CNYTN', 'CNTAO', 'CNXMN'];
const VERSIONS = 50;

/** The lanes: the Chinese ports above to the first 40 seeded ports abroad, by the first 10 seeded carriers. */
function lanes() {
  const pods = SEED_PORTS.filter((p) => p.countryCode !== 'CN' && p.functions?.startsWith('1'))
    .slice(0, 40)
    .map((p) => p.code);
  const carriers = SEED_CARRIERS.slice(0, 10).map((c) => c.code);
  return { pods, carriers, all: POLS.flatMap((pol) => pods.flatMap((pod) => carriers.map((carrier) => ({ pol, pod, carrier })))) };
}

/** 100,000 versions in a few statements: one row per lane and version, then three prices each. */
async function makeVersions(db: Db): Promise<number> {
  const { all } = lanes();
  const [owner] = await db.query<{ id: string }>(`select id::text from companies where kind = 'platform' order by id limit 1`);
  const today = todayInShanghai();
  await db.query(
    `insert into fcl_rates (rate_no, version, owner_company_id, rate_type, carrier_code, pol_code, pod_code, currency, valid_from, valid_to, status,
                            transit_days, etd_weekdays, cut_off_weekdays)
     select 'BENCH' || lpad(l.n::text, 5, '0'), v, $1, 'SPOT', l.carrier, l.pol, l.pod, 'USD',
            case when v = ${VERSIONS} then $2::date - 7 else $2::date - (${VERSIONS} - v + 1) * 14 end,
            case when v = ${VERSIONS} then $2::date + 30 else $2::date - (${VERSIONS} - v) * 14 - 1 end,
            case when v = ${VERSIONS} then 'PUBLISHED' else 'SUPERSEDED' end, 25, '{5}', '{3}'
       from unnest($3::text[], $4::text[], $5::text[]) with ordinality l(pol, pod, carrier, n), generate_series(1, ${VERSIONS}) v`,
    [owner!.id, today, all.map((l) => l.pol), all.map((l) => l.pod), all.map((l) => l.carrier)],
  );
  await db.query(
    `insert into fcl_rate_prices (rate_id, container_class, cost)
     select r.id, c.cls, 1000 + (r.id % 900) + c.extra from fcl_rates r
       cross join (values ('20GP', 0), ('40GP', 300), ('40HQ', 350)) c(cls, extra)
      where r.rate_no like 'BENCH%'`,
  );
  await db.exec('analyze fcl_rates; analyze fcl_rate_prices');
  const [n] = await db.query<{ n: string }>(`select count(*)::text as n from fcl_rates`);
  return Number(n!.n);
}

export interface RateSearchBenchResult {
  database: DatabaseKind;
  versions: number;
  searches: number;
  /** Rows a search answered (the lane's carriers with a valid rate). */
  meanRows: number;
  search: { p50Ms: number; p95Ms: number };
  baseline: { p50Ms: number; p95Ms: number; query: string };
  ratioP50: number;
  ratioP95: number;
  aim: { p95Ms: number; targetMs: number; met: boolean };
}

/** One database kind: made, filled, then `searches` timed searches (after a warm-up) alternating with the bare query. */
async function benchOn(kind: DatabaseKind, databaseUrl: string | undefined, searches: number): Promise<RateSearchBenchResult> {
  let versions = 0;
  const bench = await prepareDatabase(kind, databaseUrl, async (db) => {
    versions = await makeVersions(db);
  });
  const db = await bench.open();
  const app = await buildApp({ db, staticDir: fixtureDist() });
  try {
    const { call, asUser } = caller({ app });
    const token = await asUser('sales@demo.test');
    const [customer] = await db.query<{ id: string }>(`select id::text from companies where code = 'CUS-HZTX'`);
    const [owner] = await db.query<{ id: string }>(`select id::text from companies where kind = 'platform' order by id limit 1`);
    const { pods } = lanes();
    const today = todayInShanghai();
    const searchMs: number[] = [];
    const bareMs: number[] = [];
    let rows = 0;
    for (let i = -20; i < searches; i++) {
      const pol = POLS[Math.abs(i) % POLS.length]!;
      const pod = pods[Math.abs(i * 7) % pods.length]!;
      let t = performance.now();
      const res = await call('POST', ENDPOINTS.fclRateSearch, token, {
        PolCode: pol,
        PodCode: pod,
        Lines: [
          { ContainerClass: '40HQ', Qty: 2 },
          { ContainerClass: '20GP', Qty: 1 },
        ],
        CustomerCompanyId: Number(customer!.id),
      });
      const took = performance.now() - t;
      if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
      t = performance.now();
      await candidateRates(db, owner!.id, { pol, pod, carrier: null, day: today }, false, false, today);
      const bareTook = performance.now() - t;
      if (i < 0) continue; // warm-up: plans cached, the JIT compiled
      searchMs.push(took);
      bareMs.push(bareTook);
      rows += (res.json() as { Data: { Rows: unknown[] } }).Data.Rows.length;
    }
    const s = { p50: quantile(searchMs, 0.5), p95: quantile(searchMs, 0.95) };
    const b = { p50: quantile(bareMs, 0.5), p95: quantile(bareMs, 0.95) };
    return {
      database: kind,
      versions,
      searches,
      meanRows: round(rows / searches, 1),
      search: { p50Ms: round(s.p50), p95Ms: round(s.p95) },
      baseline: {
        p50Ms: round(b.p50),
        p95Ms: round(b.p95),
        query: 'the candidate rates of the lane with their lines (searchRepository.ts candidateRates), alone',
      },
      ratioP50: round(s.p50 / b.p50),
      ratioP95: round(s.p95 / b.p95),
      aim: { p95Ms: round(s.p95), targetMs: AIM_P95_MS, met: s.p95 < AIM_P95_MS },
    };
  } finally {
    await app.close();
    await db.close();
    await bench.dispose();
  }
}

export async function rateSearchBench(options: { databaseUrl?: string; searches?: number; log?: (l: string) => void } = {}) {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const out: RateSearchBenchResult[] = [];
  for (const kind of databaseKinds(databaseUrl)) {
    options.log?.(`rate search bench on ${kind}: making 100,000 versions …`);
    out.push(await benchOn(kind, databaseUrl, options.searches ?? 300));
  }
  return { setup: machine(), results: out };
}

export function rateSearchTable(r: Awaited<ReturnType<typeof rateSearchBench>>) {
  return Object.fromEntries(
    r.results.map((x) => [
      `FclRate/Search [${x.database}: ${x.versions} versions]`,
      {
        'search p50 ms': x.search.p50Ms,
        'search p95 ms': x.search.p95Ms,
        'bare SQL p50 ms': x.baseline.p50Ms,
        'bare SQL p95 ms': x.baseline.p95Ms,
        'ratio p95': x.ratioP95,
        rows: x.meanRows,
        [`p95 < ${AIM_P95_MS} ms`]: x.aim.met ? 'met' : 'NOT met',
      },
    ]),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await rateSearchBench({ log: console.log });
  console.log(`\nSetup: ${r.setup.cores} cores (${r.setup.cpu}), Node ${r.setup.node}, load ${r.setup.loadAverage1m}`);
  console.table(rateSearchTable(r));
}

// The CRM's pool list over 100,000 customers (commercial.md §7, issue 50): GET /api/CrmCustomer/List?Scope=POOL
// as a salesperson sees it (each row's first contact masked, its recycling date), a page of 20 at a time,
// against GET /api/health in the same run on the same server. Timed through the server's own handler
// (Fastify's inject). Run alone: `npx tsx bench/crmPool.ts`.
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
const CALLS = 60;
const WARM = 10;

export interface CrmPoolResult {
  rows: number;
  calls: number;
  pool: { p50Ms: number; p95Ms: number };
  health: { p50Ms: number; p95Ms: number };
  /** the pool list's p95 over health's */
  ratioP95: number;
  total: number;
}

const p = (xs: number[]) => ({ p50Ms: round(quantile(xs, 0.5)), p95Ms: round(quantile(xs, 0.95)) });

async function fill(db: Awaited<ReturnType<typeof openDb>>) {
  await db.query(
    `insert into crm_customers (owner_company_id, name, name_key, kind, source_code, region, pool_id, in_pool)
     select p.owner_company_id, '基准客户' || g || '有限公司', 'bench' || g, 'SHIPPER', 'EXPO', '浙江 宁波', p.id, true
       from crm_pools p, generate_series(1, $1::int) g where p.is_default order by p.id limit $1`,
    [ROWS],
  );
  await db.query(
    `insert into crm_contacts (customer_id, name, mobile, mobile_key, email, email_key, is_primary)
     select id, '联系人', '138' || lpad(id::text, 8, '0'), '138' || lpad(id::text, 8, '0'), 'c' || id || '@bench.example.com', 'c' || id || '@bench.example.com', true
       from crm_customers where name_key like 'bench%'`,
  );
  await db.exec('analyze crm_customers; analyze crm_contacts');
}

export async function crmPoolBench(log: (l: string) => void = () => undefined): Promise<CrmPoolResult> {
  const db = await openDb({ memory: true });
  await migrate(db);
  await seed(db);
  log(`inserting ${ROWS.toLocaleString()} pool customers…`);
  await fill(db);
  const app = await buildApp({ db, staticDir: fixtureDist(), answerCache: { maxAgeMs: 0 } });
  try {
    const token = await caller({ app }).asUser('sales@demo.test');
    const time = async (url: string, auth: boolean) => {
      const out: number[] = [];
      let total = 0;
      for (let i = 0; i < CALLS + WARM; i++) {
        const t = performance.now();
        const res = await app.inject({ url: url.replace('{page}', String(1 + (i % 50))), headers: auth ? { authorization: `Bearer ${token}` } : {} });
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        if (i >= WARM) out.push(performance.now() - t);
        if (auth) total = res.json().Data.Total as number;
      }
      return { out, total };
    };
    const pool = await time(`${ENDPOINTS.crmCustomerList}?Scope=POOL&PageSize=20&Page={page}`, true);
    const health = await time('/api/health', false);
    return {
      rows: ROWS,
      calls: CALLS,
      pool: p(pool.out),
      health: p(health.out),
      ratioP95: round(quantile(pool.out, 0.95) / quantile(health.out, 0.95)),
      total: pool.total,
    };
  } finally {
    await app.close();
    await db.close();
  }
}

export function crmPoolTable(r: CrmPoolResult): string {
  return [
    `| CrmCustomer/List ?Scope=POOL on ${r.rows.toLocaleString()} customers (${r.calls} calls, pages of 20) | p50 ms | p95 ms |`,
    '|---|---|---|',
    `| the pool list (${r.total.toLocaleString()} in the pool) | ${r.pool.p50Ms} | ${r.pool.p95Ms} |`,
    `| baseline: /api/health | ${r.health.p50Ms} | ${r.health.p95Ms} |`,
    `| ratio (pool / health, p95) | ${r.ratioP95} | |`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await crmPoolBench((l) => console.error(l));
  console.log(JSON.stringify({ machine: machine(), ...r }, null, 2));
  console.log(crmPoolTable(r));
}

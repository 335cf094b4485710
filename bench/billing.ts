// Billing (issue 37): GET /api/Invoice/List over 10,000 invoices (a page, for the staff and for a
// customer) and its Excel export of all 10,000 (EXPORT_JOB_ROWS raised so the export is answered
// inline and timed whole), each through the server's own handler (Fastify's inject) against
// /api/health the same way in the same run.
// Run alone: `npx tsx bench/billing.ts` (PGlite; PostgreSQL too with DATABASE_URL).
import { pathToFileURL } from 'node:url';
import { ENDPOINTS } from '../src/contract/endpoints';
import { buildApp } from '../server/app';
import type { Db } from '../server/db/types';
import { caller } from '../tests/api/support/calls';
import { fixtureDist } from '../tests/api/support/build';
import { databaseKinds, type DatabaseKind, machine, prepareDatabase, quantile, round } from './serverProcess';

const INVOICES = Number(process.env.BILLING_INVOICES ?? 10_000);
const CALLS = 100;
const EXPORTS = 5;

/** One charge and one invoice per row, set-based, on the demo's booking of 天祥 (a third of them 海越's booking). */
async function invoices(db: Db, n: number) {
  await db.exec(`
    insert into charges (company_id, chg_cgo_id, chg_side, chg_party_id, chg_code, chg_name, chg_basis, chg_qty, chg_unit_price, chg_currency, chg_amount, chg_term, chg_tax_code, chg_status)
    select b.company_id, b.cgo_id, 'AR', b.company_id, 'OF', 'Ocean freight', 'PER_BL', 1, 1000 + g % 500, case when g % 2 = 0 then 'USD' else 'CNY' end, 1000 + g % 500, 'PRE', 'EXEMPT_INTL_AGENCY', 3
      from generate_series(1, ${n}) g join bookings b on b.cgo_id = case when g % 3 = 0 then 'CGO-NBHY-2611-001' else 'CGO-HZTX-2611-001' end;
    insert into invoices (inv_no, company_id, inv_cgo_id, inv_kind, inv_side, inv_party_id, inv_currency, inv_ex_rate, inv_total, inv_issue_date, inv_due_date, inv_status, inv_paid)
    select 'DNBENCH' || lpad(c.id::text, 8, '0'), c.company_id, c.chg_cgo_id, 1, 'AR', c.company_id, c.chg_currency, case when c.chg_currency = 'USD' then 7.1 end,
           c.chg_amount, current_date - (c.id % 90)::int, current_date - (c.id % 90)::int + 30, 2 + (c.id % 4)::int, case when c.id % 4 = 3 then c.chg_amount else 0 end
      from charges c where c.chg_name = 'Ocean freight' and c.chg_code = 'OF' and c.chg_invoice_id is null and c.chg_basis = 'PER_BL' and c.chg_status = 3;
    insert into invoice_lines (invoice_id, charge_id, line_amount, tax_code)
    select i.id, c.id, c.chg_amount, c.chg_tax_code from invoices i join charges c on i.inv_no = 'DNBENCH' || lpad(c.id::text, 8, '0');
    analyze;
  `);
}

async function timed(n: number, f: () => Promise<void>): Promise<number[]> {
  const out: number[] = [];
  for (let i = -3; i < n; i++) {
    const t = performance.now();
    await f();
    if (i >= 0) out.push(performance.now() - t);
  }
  return out;
}
const p = (xs: number[]) => ({ p50Ms: round(quantile(xs, 0.5)), p95Ms: round(quantile(xs, 0.95)) });

export interface BillingBenchResult {
  database: DatabaseKind;
  invoices: number;
  staffList: { p50Ms: number; p95Ms: number; total: number };
  customerList: { p50Ms: number; p95Ms: number; total: number };
  export: { p50Ms: number; p95Ms: number; rows: number; bytes: number };
  baseline: { p50Ms: number; p95Ms: number; call: string };
}

async function benchOn(kind: DatabaseKind, databaseUrl: string | undefined, log?: (l: string) => void): Promise<BillingBenchResult> {
  const t0 = performance.now();
  const bench = await prepareDatabase(kind, databaseUrl, (db) => invoices(db, INVOICES));
  log?.(`billing bench on ${kind}: ${INVOICES} invoices ready in ${round((performance.now() - t0) / 1000, 1)} s`);
  const db = await bench.open();
  process.env.EXPORT_JOB_ROWS = String(INVOICES * 3);
  const app = await buildApp({ db, staticDir: fixtureDist() });
  try {
    const { call, asUser } = caller({ app });
    const staffToken = await asUser('admin@demo.test');
    const customerToken = await asUser('customer.admin@demo.test');
    const page = (token: string) => async () => {
      const res = await call('GET', `${ENDPOINTS.invoiceList}?PageSize=50&Sort=DueDate&Desc=true`, token);
      if (res.statusCode !== 200) throw new Error(res.body);
    };
    const staffTotal = (await call('GET', `${ENDPOINTS.invoiceList}?PageSize=1`, staffToken)).json().Data.Total as number;
    const customerTotal = (await call('GET', `${ENDPOINTS.invoiceList}?PageSize=1`, customerToken)).json().Data.Total as number;
    const staff = await timed(CALLS, page(staffToken));
    const customer = await timed(CALLS, page(customerToken));
    let bytes = 0;
    const exported = await timed(EXPORTS, async () => {
      const res = await call('GET', `${ENDPOINTS.invoiceList}/Export`, staffToken);
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
      bytes = res.rawPayload.length;
    });
    const health = await timed(CALLS, async () => {
      await call('GET', '/api/health', staffToken);
    });
    return {
      database: kind,
      invoices: INVOICES,
      staffList: { ...p(staff), total: staffTotal },
      customerList: { ...p(customer), total: customerTotal },
      export: { ...p(exported), rows: staffTotal, bytes },
      baseline: { ...p(health), call: 'GET /api/health (the same handler chain, one database round trip)' },
    };
  } finally {
    await app.close();
    await db.close();
    await bench.dispose();
  }
}

export async function billingBench(options: { databaseUrl?: string; log?: (l: string) => void } = {}) {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const out: BillingBenchResult[] = [];
  for (const kind of databaseKinds(databaseUrl)) out.push(await benchOn(kind, databaseUrl, options.log));
  return { setup: machine(), results: out };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await billingBench({ log: console.log });
  console.log(JSON.stringify(r, null, 2));
}

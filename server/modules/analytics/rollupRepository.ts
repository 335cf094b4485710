import type { Queryable } from '../../db/types';
import { ROLLUP_COLUMNS } from './source';

/** The roll-ups' SQL (sales_daily, sales_monthly, sales_rollup_runs: this module's tables) and the published directories it reads. */

/** One sales_daily row (migration 110); ids are '0' where unknown. */
export interface DailyRow {
  day: string;
  owner: string;
  customer: string;
  employee: string;
  salesperson: string;
  pol: string;
  pod: string;
  carrier: string;
  currency: string;
  bookings: number;
  teu: number;
  revenue: number;
  cost: number;
  /** On a volume row: the bookings whose cost came from billing. */
  costBilled: number;
}

/** Every row at once: a year of a busy forwarder's bookings is some tens of thousands of rows. */
export async function replaceRows(tx: Queryable, rows: readonly DailyRow[]): Promise<void> {
  await tx.query('delete from sales_daily');
  for (let i = 0; i < rows.length; i += 5_000) {
    await tx.query(
      `insert into sales_daily (day, owner_company_id, customer_company_id, customer_employee_id, salesperson_id, pol, pod, carrier, currency,
                                bookings, teu, revenue_minor, cost_minor, cost_billed)
       select (r->>'day')::date, (r->>'owner')::bigint, (r->>'customer')::bigint, (r->>'employee')::bigint, (r->>'salesperson')::bigint,
              r->>'pol', r->>'pod', r->>'carrier', r->>'currency', (r->>'bookings')::int, (r->>'teu')::numeric, (r->>'revenue')::bigint, (r->>'cost')::bigint,
              (r->>'costBilled')::int
         from jsonb_array_elements($1::jsonb) r`,
      [JSON.stringify(rows.slice(i, i + 5_000))],
    );
  }
}

/** sales_monthly rebuilt from sales_daily (in the caller's transaction, right after the daily rows): the same sums by ETD month. */
export async function rebuildMonthly(tx: Queryable): Promise<void> {
  await tx.query('delete from sales_monthly');
  await tx.query(
    `insert into sales_monthly (${ROLLUP_COLUMNS})
     select date_trunc('month', day)::date, owner_company_id, customer_company_id, customer_employee_id, salesperson_id, pol, pod, carrier, currency,
            sum(bookings), sum(teu), sum(revenue_minor), sum(cost_minor), sum(cost_billed)
       from sales_daily
      group by 1, 2, 3, 4, 5, 6, 7, 8, 9`,
  );
}

export async function markRefreshed(tx: Queryable, at: Date, bookings: number): Promise<void> {
  await tx.query(
    `insert into sales_rollup_runs (id, refreshed_at, bookings) values (1, $1, $2)
     on conflict (id) do update set refreshed_at = excluded.refreshed_at, bookings = excluded.bookings`,
    [at, bookings],
  );
}

export async function refreshedAt(q: Queryable): Promise<string | null> {
  const [row] = await q.query<{ at: Date | string }>('select refreshed_at as at from sales_rollup_runs where id = 1');
  return row ? new Date(row.at).toISOString() : null;
}

/** Container type → TEU (reference data's published directory). */
export async function teuByContainerType(q: Queryable): Promise<Map<string, number>> {
  const rows = await q.query<{ name: string; teu: string }>('select name, teu::text from container_type_directory');
  return new Map(rows.map((r) => [r.name, Number(r.teu)]));
}

/** Each customer company's salesperson for the roll-ups (the first assigned, by id; the companies' published directory). */
export async function firstSalespersonByCompany(q: Queryable): Promise<Map<string, string>> {
  const rows = await q.query<{ company: string; employee: string }>(
    'select company_id::text as company, min(employee_id)::text as employee from salesperson_directory group by company_id',
  );
  return new Map(rows.map((r) => [r.company, r.employee]));
}

import type { Queryable } from '../../db/types';
import type { PublishedPricePoint } from '../rates/public';

/** Rate analysis' SQL: only its own tables (rate_analysis_prices, rate_weekly, rate_weekly_refreshes) and the companies' directory views. */

/** Replaces the copied price points with `points` (the rates module's published prices, read through its public.ts). */
export async function replacePricePoints(tx: Queryable, points: readonly PublishedPricePoint[]): Promise<void> {
  await tx.query('delete from rate_analysis_prices');
  if (!points.length) return;
  await tx.query(
    `insert into rate_analysis_prices (rate_no, version, carrier_code, pol_code, pod_code, container_class, currency, valid_from, valid_to, cost, sell)
     select x."rateNo", x.version, x.carrier, x.pol, x.pod, x."containerClass", x.currency, x."validFrom"::date, x."validTo"::date, x.cost::numeric, x.sell::numeric
       from jsonb_to_recordset($1::jsonb) as x("rateNo" text, version integer, carrier text, pol text, pod text, "containerClass" text, currency text,
                                               "validFrom" text, "validTo" text, cost text, sell text)`,
    [JSON.stringify(points)],
  );
}

/**
 * Counts the weekly index again from the price points (commercial.md §9.1): a rate counts in every
 * week (Monday–Sunday) its validity touches — in each week only its latest version valid then — and
 * each week, lane, class and currency gets the cost's min, lower median and max, the list price's
 * lower median and the number of rates, per carrier and over all carriers (carrier ''). Answers the rows written.
 */
export async function recountWeekly(tx: Queryable): Promise<number> {
  await tx.query('delete from rate_weekly');
  const rows = await tx.query(
    `insert into rate_weekly (week, pol_code, pod_code, container_class, carrier_code, currency, cost_min, cost_median, cost_max, sell_median, rates)
     with weeks as (
       select p.*, w::date as week
         from rate_analysis_prices p,
              generate_series(date_trunc('week', p.valid_from::timestamp), p.valid_to::timestamp, interval '7 days') as w
     ), latest as (
       select distinct on (week, rate_no, container_class) * from weeks order by week, rate_no, container_class, version desc
     )
     select week, pol_code, pod_code, container_class, case when grouping(carrier_code) = 1 then '' else carrier_code end, currency,
            min(cost), percentile_disc(0.5) within group (order by cost), max(cost),
            percentile_disc(0.5) within group (order by sell), count(*)
       from latest
      group by grouping sets ((week, pol_code, pod_code, container_class, currency, carrier_code), (week, pol_code, pod_code, container_class, currency))
     returning 1`,
  );
  return rows.length;
}

export const noteRefresh = (tx: Queryable, pricePoints: number, weeklyRows: number) =>
  tx.query('insert into rate_weekly_refreshes (price_points, weekly_rows) values ($1, $2)', [pricePoints, weeklyRows]);

export async function lastRefresh(q: Queryable): Promise<string | null> {
  const [r] = await q.query<{ at: string }>(
    `select to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at from rate_weekly_refreshes order by id desc limit 1`,
  );
  return r?.at ?? null;
}

export interface WeeklyRow {
  Week: string;
  ContainerClass: string;
  Currency: string;
  CostMin: string;
  CostMedian: string;
  CostMax: string;
  SellMedian: string | null;
  Rates: number;
}

/** The index of one lane between two days (weeks whose Monday falls in them), of one carrier or all (''), of the classes named (none: all). */
export function weeklyIndex(q: Queryable, f: { pol: string; pod: string; carrier: string; classes: string[]; from: string; to: string }) {
  return q.query<WeeklyRow>(
    `select to_char(week, 'YYYY-MM-DD') as "Week", container_class as "ContainerClass", currency as "Currency",
            cost_min::text as "CostMin", cost_median::text as "CostMedian", cost_max::text as "CostMax", sell_median::text as "SellMedian", rates as "Rates"
       from rate_weekly
      where pol_code = $1 and pod_code = $2 and carrier_code = $3 and (cardinality($4::text[]) = 0 or container_class = any($4::text[]))
        and week between $5::date and $6::date
      order by container_class, currency, week`,
    [f.pol, f.pod, f.carrier, f.classes, f.from, f.to],
  );
}

/** What the filters choose from: every lane, class and carrier in the index. */
export async function indexOptions(q: Queryable) {
  const [lanes, classes, carriers] = await Promise.all([
    q.query<{ POL: string; POD: string }>(`select distinct pol_code as "POL", pod_code as "POD" from rate_weekly order by 1, 2`),
    q.query<{ c: string }>(`select distinct container_class as c from rate_weekly order by 1`),
    q.query<{ c: string }>(`select distinct carrier_code as c from rate_weekly where carrier_code <> '' order by 1`),
  ]);
  return { Lanes: lanes, Classes: classes.map((r) => r.c), Carriers: carriers.map((r) => r.c) };
}

/** The customer companies one may analyse: every one (`all`), else those the employee sells to (the companies' salesperson directory). */
export function customersInScope(q: Queryable, employeeId: string, all: boolean) {
  return q.query<{ Id: string; Name: { zh: string; en: string } }>(
    `select c.id::text as "Id", json_build_object('zh', c.name_zh, 'en', coalesce(nullif(c.name_en, ''), c.name_zh)) as "Name"
       from company_directory c
      where c.kind = 'customer' and ($2 or exists (select 1 from salesperson_directory s where s.company_id = c.id and s.employee_id = $1))
      order by c.name_zh, c.id`,
    [employeeId, all],
  );
}

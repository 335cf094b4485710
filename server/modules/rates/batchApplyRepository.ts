import type { Queryable } from '../../db/types';

/**
 * The SQL a batch's apply writes the rates with (commercial.md §2.2 RateBatch, R2.9): the rates it
 * changes locked and read again, their new versions, prices and surcharge lines copied in a handful
 * of statements whatever the count, the versions they replace ended, and who hears of it.
 */

/** The rates locked in id order, each with whether another version of it is being changed (`open`). */
export const lockRatesOfRows = (q: Queryable, ids: readonly number[]) =>
  q.query<{ id: number; revision: number; status: string; rate_no: string; open: boolean }>(
    `select r.id::int, r.revision, r.status, r.rate_no,
            exists (select 1 from fcl_rates o where o.rate_no = r.rate_no and o.status in ('DRAFT', 'PENDING')) as open
       from fcl_rates r where r.id = any($1::bigint[]) order by r.id for update of r`,
    [ids],
  );

/** Each rate's number and the highest version under it (`max`): an update's next version follows it. */
export const lastVersionsOf = (q: Queryable, ids: readonly (number | null)[]) =>
  q.query<{ id: number; rate_no: string; max: number }>(
    'select r.id::int, r.rate_no, (select max(v.version)::int from fcl_rates v where v.rate_no = r.rate_no) as max from fcl_rates r where r.id = any($1::bigint[])',
    [ids],
  );

/** One version an increase or an edit writes: the rate it follows (`old`), its window and what it sets; SPLIT shortens the old one to `ovt`. */
export interface ChangedVersion {
  row: number;
  old: number | null;
  split: boolean;
  vf: string | null;
  vt: string;
  ovt: string | null;
  td: number | null;
  rm: string | null;
}

/** The columns a new version copies from the one it follows. */
const COPIED = `owner_company_id, rate_type, direction, carrier_code, service_code, trade_lane_code, pol_code, via_code, pod_code,
  receipt_type, delivery_type, cargo_type, commodity, contract_no, currency, all_in, validity_basis, cut_off_weekdays, etd_weekdays,
  free_time_origin, free_time_dest_dem, free_time_dest_det, internal_remarks, visible, maintainer_id, source`;

/** The new versions, published, copied from the ones they follow with their new window (and transit, remarks); answers each new id with its `old`. */
export const insertChangedVersions = (q: Queryable, plan: readonly ChangedVersion[], batchId: number, actorId: string) =>
  q.query<{ id: number; old: number }>(
    `insert into fcl_rates (rate_no, version, supersedes_id, status, batch_id, created_by, confirmed_by, valid_from, valid_to, transit_days, remarks, ${COPIED})
     select o.rate_no,
            -- a rate split before has two published versions: each gets a version of its own
            (select max(v.version) from fcl_rates v where v.rate_no = o.rate_no) + row_number() over (partition by o.rate_no order by o.valid_from), o.id, 'PUBLISHED', $2, $3, $3,
            coalesce(x.vf, o.valid_from), x.vt, coalesce(x.td, o.transit_days), coalesce(x.rm, o.remarks), ${COPIED.split(',')
              .map((c) => `o.${c.trim()}`)
              .join(', ')}
       from jsonb_to_recordset($1::jsonb) as x(row integer, old bigint, split boolean, vf date, vt date, ovt date, td smallint, rm text)
       join fcl_rates o on o.id = x.old
     returning id::int, supersedes_id::int as old`,
    [JSON.stringify(plan), batchId, actorId],
  );

/** The new versions' prices: the old version's, with the cost and list price of each class `prices` names. */
export async function copyPrices(
  q: Queryable,
  made: readonly { old: number; id: number }[],
  prices: readonly { old: number | null; c: string; cost: string; list: string | null }[],
): Promise<void> {
  await q.query(
    `insert into fcl_rate_prices (rate_id, container_class, cost, list_price, max_gross_kg)
     select m.new, p.container_class, coalesce(x.cost, p.cost), case when x.c is null then p.list_price else x.list end, p.max_gross_kg
       from jsonb_to_recordset($1::jsonb) as m(old bigint, new bigint)
       join fcl_rate_prices p on p.rate_id = m.old
       left join jsonb_to_recordset($2::jsonb) as x(old bigint, c text, cost numeric, list numeric) on x.old = m.old and x.c = p.container_class`,
    [JSON.stringify(made.map((m) => ({ old: m.old, new: m.id }))), JSON.stringify(prices)],
  );
}

/** The new versions' surcharge lines, as the old versions had them. */
export async function copySurcharges(q: Queryable, made: readonly { old: number; id: number }[]): Promise<void> {
  await q.query(
    `insert into fcl_rate_surcharges (rate_id, line_no, fee_code, basis, container_class, amount, currency, payment_term, side)
     select m.new, s.line_no, s.fee_code, s.basis, s.container_class, s.amount, s.currency, s.payment_term, s.side
       from jsonb_to_recordset($1::jsonb) as m(old bigint, new bigint) join fcl_rate_surcharges s on s.rate_id = m.old`,
    [JSON.stringify(made.map((m) => ({ old: m.old, new: m.id })))],
  );
}

/** The versions replaced: ended the day before the new window (SPLIT) or superseded. */
export async function endReplacedVersions(q: Queryable, plan: readonly ChangedVersion[]): Promise<void> {
  await q.query(
    `update fcl_rates r set status = case when x.split then r.status else 'SUPERSEDED' end,
            valid_to = case when x.split then x.ovt else r.valid_to end, revision = r.revision + 1, updated_at = now()
       from jsonb_to_recordset($1::jsonb) as x(old bigint, split boolean, ovt date) where r.id = x.old`,
    [JSON.stringify(plan)],
  );
}

/** The rate numbers the batch wrote a version of. */
export async function rateNosOfBatch(q: Queryable, batchId: number): Promise<string[]> {
  return (await q.query<{ rate_no: string }>('select distinct rate_no from fcl_rates where batch_id = $1', [batchId])).map((r) => r.rate_no);
}

/** One sent, still valid quote per customer company (the latest) that offers a rate the batch wrote a version of. */
export const openQuotesOnBatch = (q: Queryable, owner: string, batchId: number) =>
  q.query<{ company: string; quote_no: string; id: number }>(
    `select distinct on (q.customer_company_id) q.customer_company_id::text as company, q.quote_no, q.id::int
       from quotes q cross join jsonb_array_elements(q.options) o
      where q.owner_company_id = $1 and q.status = 'SENT' and q.valid_until >= (now() at time zone 'Asia/Shanghai')::date
        and o->>'RateNo' in (select r.rate_no from fcl_rates r where r.batch_id = $2)
      order by q.customer_company_id, q.id desc`,
    [owner, batchId],
  );

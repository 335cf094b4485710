import type { PoolSource, RatePool } from '../../../src/contract/rates/sharedCalls';
import type { OfferMarkup } from '../../../src/domain/pricing/sharing';
import type { Queryable } from '../../db/types';

/**
 * The pool's configuration (rate_pool_configs): one row per company, written under its revision; and
 * what the pool reads through the subscriber's live subscriptions (the rules: sharedPool.ts).
 */

/** The SQL of "offer `o` covers rate `r`": the owner's own (never a shared one, R3.2), published and shown, under every list the filter names. */
export const OFFER_COVERS = `r.owner_company_id = o.owner_company_id and r.source <> 'SHARED' and r.status = 'PUBLISHED' and r.visible
  and (o.markup->>'Basis' = 'PERCENT' or r.currency = o.markup->>'Currency')
  and (o.filter->'TradeLaneCodes' = '[]' or o.filter->'TradeLaneCodes' @> to_jsonb(coalesce(r.trade_lane_code, '')))
  and (o.filter->'CarrierCodes' = '[]' or o.filter->'CarrierCodes' @> to_jsonb(r.carrier_code))
  and (o.filter->'PolCodes' = '[]' or o.filter->'PolCodes' @> to_jsonb(r.pol_code))
  and (o.filter->'PodCodes' = '[]' or o.filter->'PodCodes' @> to_jsonb(r.pod_code))
  and (o.filter->'RateTypes' = '[]' or o.filter->'RateTypes' @> to_jsonb(r.rate_type))
  and (o.filter->'CargoTypes' = '[]' or o.filter->'CargoTypes' @> to_jsonb(r.cargo_type))`;

/** The owner's name as subscribers read it (offer `o`, owner company `c`): its name, or "第三方" when it chose not to show it. */
export const OWNER_NAME = `case when o.show_owner_name then c.name_zh else '第三方' end`;

/** The revision of the company's pool as saved (0: never saved), held until the transaction ends. */
export async function lockPoolRevision(q: Queryable, companyId: string): Promise<number> {
  const [held] = await q.query<{ revision: number }>('select revision from rate_pool_configs where company_id = $1 for update', [companyId]);
  return held?.revision ?? 0;
}

/** Writes the company's pool: its sources (as JSON) and how duplicates are kept. */
export async function writePool(q: Queryable, companyId: string, sources: string, dedup: string, updatedBy: string): Promise<void> {
  await q.query(
    `insert into rate_pool_configs (company_id, sources, dedup, updated_by) values ($1, $2, $3, $4)
     on conflict (company_id) do update set sources = $2, dedup = $3, updated_by = $4, updated_at = now(), revision = rate_pool_configs.revision + 1`,
    [companyId, sources, dedup, updatedBy],
  );
}

/** The company's saved pool, if it ever saved one. */
export async function readPoolConfig(q: Queryable, companyId: string) {
  const [config] = await q.query<{ sources: Omit<PoolSource, 'Name'>[]; dedup: RatePool['Dedup']; revision: number }>(
    'select sources, dedup, revision from rate_pool_configs where company_id = $1',
    [companyId],
  );
  return config;
}

/** The company's live subscriptions, each named by its offer and the owner as subscribers read it. */
export function liveSubscriptionNames(q: Queryable, companyId: string) {
  return q.query<{ id: number; name: string }>(
    `select s.id::int, o.name || ' · ' || ${OWNER_NAME} as name
       from shared_rate_subscriptions s join shared_rate_offers o on o.id = s.offer_id join company_directory c on c.id = o.owner_company_id
      where s.subscriber_company_id = $1 and s.status = 'ACTIVE' order by s.id`,
    [companyId],
  );
}

/**
 * The owners' rates these live subscriptions of the company cover on a lane and day (a null lane
 * part: any), with the subscription and offer each came through: for customers only through the
 * subscriptions exposed to them, for a salesperson through the ones allocated to them (all when
 * `seesAll`, or when not allocated at all). By rate id, at most `limit`.
 */
export function sharedRatesInPool(
  q: Queryable,
  companyId: string,
  subscriptionIds: readonly number[],
  lane: { pol: string | null; pod: string | null; carrier: string | null; day: string },
  who: { employeeId: string | null; seesAll: boolean; customers: boolean },
  limit: number,
) {
  return q.query<{ rate_id: number; sub_id: number; offer_id: number; offer_name: string; markup: OfferMarkup; source_name: string }>(
    `select r.id::int as rate_id, s.id::int as sub_id, o.id::int as offer_id, o.name as offer_name, o.markup,
            o.name || ' · ' || ${OWNER_NAME} as source_name
       from shared_rate_subscriptions s
       join shared_rate_offers o on o.id = s.offer_id and o.status = 'ACTIVE'
       join company_directory c on c.id = o.owner_company_id
       join fcl_rates r on ${OFFER_COVERS}
      where s.subscriber_company_id = $1 and s.status = 'ACTIVE' and s.id = any($2::bigint[])
        and r.valid_from <= $3::date and r.valid_to >= $3::date
        and ($4::text is null or r.pol_code in (select code from port_directory where code = $4 or port_group = $4))
        and ($5::text is null or r.pod_code in (select code from port_directory where code = $5 or port_group = $5))
        and ($6::text is null or r.carrier_code = $6)
        and (case when $9::boolean then s.expose_to_customers else ($8::boolean or s.allocation is null or $7::bigint = any(s.allocation)) end)
      order by r.id limit ${limit}`,
    [companyId, subscriptionIds, lane.day, lane.pol, lane.pod, lane.carrier, who.employeeId, who.seesAll, who.customers],
  );
}

/**
 * The subscribers' salespeople who quoted one of these rate numbers of the owner in the last 14
 * days (through a subscription live, revoked or cancelled), each with the rate numbers they quoted.
 */
export function recentSharedQuoters(q: Queryable, ownerCompanyId: string, rateNos: readonly string[]) {
  return q.query<{ employee: string; rate_nos: string[] }>(
    `select q.sales_employee_id::text as employee, array_agg(distinct o->>'RateNo' order by o->>'RateNo') as rate_nos
       from quotes q cross join jsonb_array_elements(q.options) o
      where q.owner_company_id <> $1 and q.created_at >= now() - interval '14 days' and o->>'RateNo' = any($2::text[])
        and q.owner_company_id in (
          select s.subscriber_company_id from shared_rate_subscriptions s join shared_rate_offers f on f.id = s.offer_id
           where f.owner_company_id = $1 and s.status in ('ACTIVE', 'REVOKED', 'CANCELLED'))
      group by q.sales_employee_id`,
    [ownerCompanyId, rateNos],
  );
}

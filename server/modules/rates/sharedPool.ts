import { SHARING_PAGES } from '../../../src/contract/rates/module';
import type { PoolSource, RatePool, SharedRateWire } from '../../../src/contract/rates/sharedCalls';
import { fromMinor, toMinor } from '../../../src/domain/pricing/money';
import { type OfferMarkup, subscriberCost } from '../../../src/domain/pricing/sharing';
import type { Queryable } from '../../db/types';
import { type Told, tell } from '../../live/tell';
import type { StoredRate } from './repository';
import type { Digits } from './searchRow';

/**
 * The subscriber's side of shared rates (commercial.md §3): which of the owners' rates its pool
 * holds, read through its live subscriptions at the moment of asking — so an owner's new version
 * is there at once (R3.4) and a revoked subscription, a paused or closed offer is gone at once
 * (R3.3) — and each rate turned into the subscriber's cost (R3.1) before anything reads it.
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

/** How a shown rate came into the pool: what the subscriber's rebuild (explain, quote) needs to price it again. */
export interface SharedVia {
  SubscriptionId: number;
  OfferId: number;
  OfferName: string;
  Markup: OfferMarkup;
  SourceName: string;
  Priority: number;
}

/** Who is asking, for the allocation (R: a subscription reaches the salespeople it is allocated to, customers only when exposed). */
export type PoolAsker = { kind: 'STAFF'; employeeId: string; seesAll: boolean } | { kind: 'CUSTOMERS' };

/** The owner's name as subscribers read it (offer `o`, owner company `c`): its name, or "第三方" when it chose not to show it. */
export const OWNER_NAME = `case when o.show_owner_name then c.name_zh else '第三方' end`;

/** The pool's sources with their names: OWN, then every subscription that is or was live, as configured (defaults where not). */
export async function readPool(q: Queryable, companyId: string): Promise<RatePool> {
  const [config] = await q.query<{ sources: Omit<PoolSource, 'Name'>[]; dedup: RatePool['Dedup']; revision: number }>(
    'select sources, dedup, revision from rate_pool_configs where company_id = $1',
    [companyId],
  );
  const subs = await q.query<{ id: number; name: string }>(
    `select s.id::int, o.name || ' · ' || ${OWNER_NAME} as name
       from shared_rate_subscriptions s join shared_rate_offers o on o.id = s.offer_id join companies c on c.id = o.owner_company_id
      where s.subscriber_company_id = $1 and s.status = 'ACTIVE' order by s.id`,
    [companyId],
  );
  const saved = new Map((config?.sources ?? []).map((s) => [s.Kind === 'OWN' ? 'OWN' : String(s.SubscriptionId), s]));
  const own = saved.get('OWN');
  const sources: PoolSource[] = [
    { Kind: 'OWN', SubscriptionId: null, Name: '本公司运价', Include: own?.Include ?? true, Priority: own?.Priority ?? 1 },
    ...subs.map((s): PoolSource => {
      const c = saved.get(String(s.id));
      // a subscription approved after the pool was last saved joins it, after the own rates
      return { Kind: 'SUBSCRIPTION', SubscriptionId: s.id, Name: s.name, Include: c?.Include ?? true, Priority: c?.Priority ?? 2 };
    }),
  ];
  return { Sources: sources.sort((a, b) => a.Priority - b.Priority), Dedup: config?.dedup ?? 'SHOW_ALL', Revision: config?.revision ?? 0 };
}

/** A lane and a day the pool's rates are read for (the search's, or none for the whole list). */
export interface PoolLane {
  pol: string | null;
  pod: string | null;
  carrier: string | null;
  day: string;
}

/**
 * The shared rates in a company's pool (as `readPool` read it) for a lane and day: each owner's rate
 * id with how it came in.
 * A rate two offers cover comes once, from the source of the higher priority.
 */
export async function sharedCandidates(
  q: Queryable,
  companyId: string,
  pool: RatePool,
  asker: PoolAsker,
  lane: PoolLane,
  limit = 200,
): Promise<Map<number, SharedVia>> {
  const included = new Map(pool.Sources.filter((s) => s.Kind === 'SUBSCRIPTION' && s.Include).map((s) => [s.SubscriptionId!, s.Priority]));
  if (!included.size) return new Map();
  const rows = await q.query<{ rate_id: number; sub_id: number; offer_id: number; offer_name: string; markup: OfferMarkup; source_name: string }>(
    `select r.id::int as rate_id, s.id::int as sub_id, o.id::int as offer_id, o.name as offer_name, o.markup,
            o.name || ' · ' || ${OWNER_NAME} as source_name
       from shared_rate_subscriptions s
       join shared_rate_offers o on o.id = s.offer_id and o.status = 'ACTIVE'
       join companies c on c.id = o.owner_company_id
       join fcl_rates r on ${OFFER_COVERS}
      where s.subscriber_company_id = $1 and s.status = 'ACTIVE' and s.id = any($2::bigint[])
        and r.valid_from <= $3::date and r.valid_to >= $3::date
        and ($4::text is null or r.pol_code in (select code from ports where code = $4 or port_group = $4))
        and ($5::text is null or r.pod_code in (select code from ports where code = $5 or port_group = $5))
        and ($6::text is null or r.carrier_code = $6)
        and (case when $9::boolean then s.expose_to_customers else ($8::boolean or s.allocation is null or $7::bigint = any(s.allocation)) end)
      order by r.id limit ${limit}`,
    [
      companyId,
      [...included.keys()],
      lane.day,
      lane.pol,
      lane.pod,
      lane.carrier,
      asker.kind === 'STAFF' ? asker.employeeId : null,
      asker.kind === 'STAFF' && asker.seesAll,
      asker.kind === 'CUSTOMERS',
    ],
  );
  const found = new Map<number, SharedVia>();
  for (const r of rows) {
    const via = {
      SubscriptionId: r.sub_id,
      OfferId: r.offer_id,
      OfferName: r.offer_name,
      Markup: r.markup,
      SourceName: r.source_name,
      Priority: included.get(r.sub_id) ?? 2,
    };
    const held = found.get(r.rate_id);
    if (!held || via.Priority < held.Priority) found.set(r.rate_id, via);
  }
  return found;
}

/**
 * An owner's rate as the subscriber's own cost (R3.1): each class at owner cost + the offer's
 * mark-up (a class the offer does not price is left out), no list price (the subscriber's own
 * mark-ups make its sell price), and nothing of the owner's own: internal remarks, maintainer.
 */
export function asSubscriberRate(rate: StoredRate, via: SharedVia, digits: Digits): StoredRate {
  const d = digits.get(rate.Currency) ?? 2;
  const prices = rate.Prices.flatMap((p) => {
    const cost = subscriberCost(toMinor(p.Cost, d) ?? 0, p.ContainerClass, via.Markup, d);
    return cost === undefined ? [] : [{ ContainerClass: p.ContainerClass, Cost: fromMinor(cost, d), ListPrice: null, MaxGrossKg: p.MaxGrossKg ?? null }];
  });
  return { ...rate, Prices: prices, InternalRemarks: '', MaintainerName: via.SourceName, RejectRemarks: null };
}

/** The wire of a shared rate for the subscriber's list. */
export function sharedRateWire(rate: StoredRate, via: SharedVia): SharedRateWire {
  return {
    RateNo: rate.RateNo,
    Version: rate.Version,
    SubscriptionId: via.SubscriptionId,
    OfferName: via.OfferName,
    SourceName: via.SourceName,
    CarrierCode: rate.CarrierCode,
    CarrierName: rate.CarrierName,
    PolCode: rate.PolCode,
    PolName: rate.PolName,
    ViaCode: rate.ViaCode ?? null,
    PodCode: rate.PodCode,
    PodName: rate.PodName,
    RateType: rate.RateType,
    CargoType: rate.CargoType ?? 'GP',
    Currency: rate.Currency,
    ValidFrom: rate.ValidFrom,
    ValidTo: rate.ValidTo,
    TransitDays: rate.TransitDays ?? null,
    Remarks: rate.Remarks ?? '',
    Prices: rate.Prices.map((p) => ({ ContainerClass: p.ContainerClass, MyCost: p.Cost })),
  };
}

/**
 * R3.4: an owner's new version reaches subscribers at once (they read the owner's current versions);
 * the salespeople who quoted one of these rates in the last 14 days are told, each once, naming the
 * rates (their quotes keep the prices they were sent with). Written in the owner's transaction.
 */
export async function tellQuotingSubscribers(tx: Queryable, ownerCompanyId: string, rateNos: readonly string[]): Promise<Told[]> {
  if (!rateNos.length) return [];
  const quoted = await tx.query<{ employee: string; rate_nos: string[] }>(
    `select q.sales_employee_id::text as employee, array_agg(distinct o->>'RateNo' order by o->>'RateNo') as rate_nos
       from quotes q cross join jsonb_array_elements(q.options) o
      where q.owner_company_id <> $1 and q.created_at >= now() - interval '14 days' and o->>'RateNo' = any($2::text[])
        and q.owner_company_id in (
          select s.subscriber_company_id from shared_rate_subscriptions s join shared_rate_offers f on f.id = s.offer_id
           where f.owner_company_id = $1 and s.status in ('ACTIVE', 'REVOKED', 'CANCELLED'))
      group by q.sales_employee_id`,
    [ownerCompanyId, rateNos],
  );
  const told: Told[] = [];
  for (const q of quoted)
    told.push(
      await tell(
        tx,
        { employeeId: q.employee },
        `共享运价已更新：${q.rate_nos.join('、')}（您近 14 天的报价保持原价）`,
        `Shared rates changed: ${q.rate_nos.join(', ')} (your quotes of the last 14 days keep their prices)`,
        SHARING_PAGES.list,
      ),
    );
  return told;
}

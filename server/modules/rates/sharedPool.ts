import { SHARING_PAGES } from '../../../src/contract/rates/module';
import type { PoolSource, RatePool, SharedRateWire } from '../../../src/contract/rates/sharedCalls';
import { fromMinor, toMinor } from '../../../src/domain/money/amounts';
import { type OfferMarkup, subscriberCost } from '../../../src/domain/pricing/sharing';
import type { Queryable } from '../../db/types';
import { type Told, tell } from '../../live/tell';
import type { StoredRate } from './repository';
import { liveSubscriptionNames, readPoolConfig, recentSharedQuoters, sharedRatesInPool } from './sharedPoolRepository';
import { type Digits, laneOf } from './searchRow';

/**
 * The subscriber's side of shared rates (commercial.md §3): which of the owners' rates its pool
 * holds, read through its live subscriptions at the moment of asking — so an owner's new version
 * is there at once (R3.4) and a revoked subscription, a paused or closed offer is gone at once
 * (R3.3) — and each rate turned into the subscriber's cost (R3.1) before anything reads it.
 */

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

/** The pool's sources with their names: OWN, then every subscription that is or was live, as configured (defaults where not). */
export async function readPool(q: Queryable, companyId: string): Promise<RatePool> {
  const config = await readPoolConfig(q, companyId);
  const subs = await liveSubscriptionNames(q, companyId);
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
  const rows = await sharedRatesInPool(
    q,
    companyId,
    [...included.keys()],
    lane,
    {
      employeeId: asker.kind === 'STAFF' ? asker.employeeId : null,
      seesAll: asker.kind === 'STAFF' && asker.seesAll,
      customers: asker.kind === 'CUSTOMERS',
    },
    limit,
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
    ...laneOf(rate),
    RateType: rate.RateType,
    CargoType: rate.CargoType ?? 'GP',
    Currency: rate.Currency,
    ValidFrom: rate.ValidFrom,
    ValidTo: rate.ValidTo,
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
  const quoted = await recentSharedQuoters(tx, ownerCompanyId, rateNos);
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

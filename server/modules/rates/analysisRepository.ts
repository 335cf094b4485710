import type { Queryable } from '../../db/types';

/** One published price point: a rate version's cost and list price of one container class, and the days it was valid. */
export interface PublishedPricePoint {
  rateNo: string;
  version: number;
  carrier: string;
  pol: string;
  pod: string;
  containerClass: string;
  currency: string;
  validFrom: string;
  validTo: string;
  cost: string;
  sell: string | null;
}

/**
 * Every price the desk published on the platform (rate analysis' read model, commercial.md §9.1):
 * the versions that reached the market — in force now (PUBLISHED) or replaced by a later version
 * (SUPERSEDED) — never a draft, one waiting, or one withdrawn. Amounts stay decimal text.
 */
export function publishedPricePoints(q: Queryable): Promise<PublishedPricePoint[]> {
  return q.query<PublishedPricePoint>(
    `select r.rate_no as "rateNo", r.version, r.carrier_code as carrier, r.pol_code as pol, r.pod_code as pod,
            p.container_class as "containerClass", r.currency,
            to_char(r.valid_from, 'YYYY-MM-DD') as "validFrom", to_char(r.valid_to, 'YYYY-MM-DD') as "validTo",
            p.cost::text as cost, p.list_price::text as sell
       from fcl_rates r join fcl_rate_prices p on p.rate_id = r.id
      where r.status in ('PUBLISHED', 'SUPERSEDED')
      order by r.id, p.container_class`,
  );
}

/** A demo week's rate (rate analysis' demo year): published by the company, valid `from`–`to`, one price per class. */
export interface HistoryRate {
  rateNo: string;
  carrier: string;
  pol: string;
  pod: string;
  currency: string;
  from: string;
  to: string;
  prices: { containerClass: string; cost: string; listPrice: string }[];
}

/**
 * Writes a year of past published rates at once (the demo's price history: one insert per table, not
 * one per rate) as the company's confirmed spot rates, each with its CREATED and PUBLISHED events.
 */
export async function insertRateHistory(tx: Queryable, companyId: string, actorId: string, rates: readonly HistoryRate[]): Promise<number> {
  if (!rates.length) return 0;
  const ids = await tx.query<{ id: string; rate_no: string }>(
    `insert into fcl_rates (rate_no, version, owner_company_id, rate_type, carrier_code, pol_code, pod_code, currency, valid_from, valid_to,
                            status, maintainer_id, created_by, submitted_by, confirmed_by, remarks)
     select x.rate_no, 1, $1, 'SPOT', x.carrier, x.pol, x.pod, x.currency, x.from_day::date, x.to_day::date, 'PUBLISHED', $2, $2, $2, $2, '周报价 / weekly spot'
       from jsonb_to_recordset($3::jsonb) as x(rate_no text, carrier text, pol text, pod text, currency text, from_day text, to_day text)
     returning id, rate_no`,
    [
      companyId,
      actorId,
      JSON.stringify(
        rates.map((r) => ({ rate_no: r.rateNo, carrier: r.carrier, pol: r.pol, pod: r.pod, currency: r.currency, from_day: r.from, to_day: r.to })),
      ),
    ],
  );
  const idOf = new Map(ids.map((r) => [r.rate_no, r.id]));
  const prices = rates.flatMap((r) => r.prices.map((p) => ({ id: idOf.get(r.rateNo), c: p.containerClass, cost: p.cost, list: p.listPrice })));
  await tx.query(
    `insert into fcl_rate_prices (rate_id, container_class, cost, list_price)
     select x.id, x.c, x.cost::numeric, x.list::numeric from jsonb_to_recordset($1::jsonb) as x(id bigint, c text, cost text, list text)`,
    [JSON.stringify(prices)],
  );
  await tx.query(
    `insert into fcl_rate_events (rate_id, actor_id, type, at)
     select id, $2, t.type, r.created_at from fcl_rates r, unnest(array['CREATED', 'PUBLISHED']) as t(type) where r.id = any($1::bigint[])`,
    [ids.map((r) => r.id), actorId],
  );
  return ids.length;
}

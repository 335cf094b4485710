import type { Queryable } from '../../db/types';

/** The SQL of e-commerce products (commercial.md §2.1 EcommerceListed; migration 042): the rate numbers a desk lists. */

/** The rate numbers among `rateNos` with a published version of the owner's that still holds today. */
export async function liveRateNos(q: Queryable, owner: string, rateNos: readonly string[]): Promise<string[]> {
  const live = await q.query<{ rate_no: string }>(
    `select distinct rate_no from fcl_rates where owner_company_id = $1 and rate_no = any($2::text[]) and status = 'PUBLISHED'
       and valid_to >= (now() at time zone 'Asia/Shanghai')::date`,
    [owner, rateNos],
  );
  return live.map((l) => l.rate_no);
}

/** Lists the rate numbers; answers how many were not listed already. */
export async function listProducts(q: Queryable, owner: string, rateNos: readonly string[], actorId: string): Promise<number> {
  const made = await q.query(
    `insert into ecommerce_products (owner_company_id, rate_no, listed_by) select $1, n, $3 from unnest($2::text[]) n
     on conflict do nothing returning rate_no`,
    [owner, rateNos, actorId],
  );
  return made.length;
}

/** Takes the rate numbers off the list; answers how many were listed. */
export async function unlistProducts(q: Queryable, owner: string, rateNos: readonly string[]): Promise<number> {
  const gone = await q.query('delete from ecommerce_products where owner_company_id = $1 and rate_no = any($2::text[]) returning rate_no', [owner, rateNos]);
  return gone.length;
}

/** The version of each listed rate that sells on `today`: published, visible, valid, the latest. */
export async function listedVersionIds(q: Queryable, owner: string, today: string): Promise<number[]> {
  const current = await q.query<{ id: number }>(
    `select distinct on (r.rate_no) r.id::int from ecommerce_products x
       join fcl_rates r on r.owner_company_id = x.owner_company_id and r.rate_no = x.rate_no
      where x.owner_company_id = $1 and r.status = 'PUBLISHED' and r.visible and r.valid_from <= $2::date and r.valid_to >= $2::date
      order by r.rate_no, r.version desc`,
    [owner, today],
  );
  return current.map((c) => c.id);
}

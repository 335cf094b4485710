import type { RecommendedPort, RecommendedRate } from '../../../src/contract/rates/curationCalls';
import type { Queryable } from '../../db/types';

/**
 * The home page curation's SQL (commercial.md §2.5): the hot ports and featured rates per site
 * (`owner` null: every owner's, as the home pages read the platform's).
 */

const TODAY = `(now() at time zone 'Asia/Shanghai')::date`;
/** A published, visible rate of the curator valid today matching the featured row `f`. */
const MATCHING = `from fcl_rates r where r.owner_company_id = f.owner_company_id and r.status = 'PUBLISHED' and r.visible
  and r.valid_from <= ${TODAY} and r.valid_to >= ${TODAY}
  and (case when f.rate_no is not null then r.rate_no = f.rate_no
            else r.pol_code = f.pol_code and r.pod_code = f.pod_code and (f.carrier_code is null or r.carrier_code = f.carrier_code) end)`;

export const recommendedPorts = (q: Queryable, owner: string | null, site: string | null) =>
  q.query<RecommendedPort>(
    `select p.id::int as "Id", p.port_code as "PortCode", x.name_zh as "PortName", x.name_en as "PortNameEn", p.kind as "Kind",
            p.site_company_id::int as "SiteCompanyId", s.name_zh as "SiteName", p.sort_order as "SortOrder"
       from recommended_ports p join port_directory x on x.code = p.port_code left join company_directory s on s.id = p.site_company_id
      where ($1::bigint is null or p.owner_company_id = $1) and p.site_company_id is not distinct from $2::bigint
      order by p.kind desc, p.sort_order, p.id`,
    [owner, site],
  );

export const recommendedRates = (q: Queryable, owner: string | null, site: string | null) =>
  q.query<RecommendedRate>(
    `select f.id::int as "Id", f.rate_no as "RateNo", f.pol_code as "PolCode", pol.name_zh as "PolName", f.pod_code as "PodCode", pod.name_zh as "PodName",
            f.carrier_code as "CarrierCode", f.badge as "Badge", f.site_company_id::int as "SiteCompanyId", s.name_zh as "SiteName", f.sort_order as "SortOrder",
            exists (select 1 ${MATCHING}) as "Showing", (select max(r.valid_to)::text ${MATCHING}) as "ValidUntil"
       from recommended_rates f join port_directory pol on pol.code = f.pol_code join port_directory pod on pod.code = f.pod_code
       left join company_directory s on s.id = f.site_company_id
      where ($1::bigint is null or f.owner_company_id = $1) and f.site_company_id is not distinct from $2::bigint
      order by f.sort_order, f.id`,
    [owner, site],
  );

/** A company that may have a site of its own (the platform's is the site without one). */
export async function isSiteCompany(q: Queryable, id: number): Promise<boolean> {
  return (await q.query(`select 1 from company_directory where id = $1 and kind <> 'platform'`, [id])).length > 0;
}

export interface HotPortRow {
  code: string;
  kind: 'POL' | 'POD';
  site: number | null;
  sortOrder: number;
}

/** The owner's row listing `code` as a hot port of this kind on this site, if any. */
export async function listedPortId(q: Queryable, owner: string, p: Omit<HotPortRow, 'sortOrder'>): Promise<number | undefined> {
  const [row] = await q.query<{ id: number }>(
    `select id::int from recommended_ports where owner_company_id = $1 and site_company_id is not distinct from $2::bigint and kind = $3 and port_code = $4`,
    [owner, p.site, p.kind, p.code],
  );
  return row?.id;
}

/** Rewrites one of the owner's hot ports; false when the owner has no such row. */
export async function updateHotPort(q: Queryable, id: number, owner: string, p: HotPortRow): Promise<boolean> {
  const done = await q.query(
    'update recommended_ports set port_code = $3, kind = $4, site_company_id = $5, sort_order = $6 where id = $1 and owner_company_id = $2 returning id',
    [id, owner, p.code, p.kind, p.site, p.sortOrder],
  );
  return done.length > 0;
}

export async function insertHotPort(q: Queryable, owner: string, p: HotPortRow, createdBy: string): Promise<number> {
  const [made] = await q.query<{ id: number }>(
    `insert into recommended_ports (owner_company_id, site_company_id, port_code, kind, sort_order, created_by) values ($1, $2, $3, $4, $5, $6) returning id::int`,
    [owner, p.site, p.code, p.kind, p.sortOrder, createdBy],
  );
  return made!.id;
}

/** The lane of the latest version of one of the owner's rates. */
export async function latestRateLane(q: Queryable, rateNo: string, owner: string) {
  const [rate] = await q.query<{ pol_code: string; pod_code: string; carrier_code: string }>(
    'select pol_code, pod_code, carrier_code from fcl_rates where rate_no = $1 and owner_company_id = $2 order by version desc limit 1',
    [rateNo, owner],
  );
  return rate;
}

export interface FeaturedRow {
  rateNo: string | null;
  pol: string;
  pod: string;
  carrier: string | null;
  badge: string;
  site: number | null;
  sortOrder: number;
}
const featuredValues = (f: FeaturedRow) => [f.rateNo, f.pol, f.pod, f.carrier, f.badge, f.site, f.sortOrder];

/** Rewrites one of the owner's featured rates; false when the owner has no such row. */
export async function updateFeaturedRate(q: Queryable, id: number, owner: string, f: FeaturedRow): Promise<boolean> {
  const done = await q.query(
    `update recommended_rates set rate_no = $3, pol_code = $4, pod_code = $5, carrier_code = $6, badge = $7, site_company_id = $8, sort_order = $9
      where id = $1 and owner_company_id = $2 returning id`,
    [id, owner, ...featuredValues(f)],
  );
  return done.length > 0;
}

export async function insertFeaturedRate(q: Queryable, owner: string, f: FeaturedRow, createdBy: string): Promise<number> {
  const [made] = await q.query<{ id: number }>(
    `insert into recommended_rates (owner_company_id, rate_no, pol_code, pod_code, carrier_code, badge, site_company_id, sort_order, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id::int`,
    [owner, ...featuredValues(f), createdBy],
  );
  return made!.id;
}

/** Deletes one of the owner's hot ports or featured rates; false when the owner has no such row. */
export async function deleteCurated(q: Queryable, table: 'recommended_ports' | 'recommended_rates', id: number, owner: string): Promise<boolean> {
  return (await q.query(`delete from ${table} where id = $1 and owner_company_id = $2 returning id`, [id, owner])).length > 0;
}

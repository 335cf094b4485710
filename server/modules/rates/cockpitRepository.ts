import type { Cockpit } from '../../../src/contract/rates/cockpitCalls';
import { addDays } from '../../../src/domain/refdata/sailings';
import type { Queryable } from '../../db/types';

/** How far ahead an ending rate counts as expiring (commercial.md §2.5: within 7 days). */
const EXPIRING_DAYS = 7;
const LIST_MAX = 20;
/** The searches' day in the desk's time zone. */
const SEARCH_DAY = `(l.at at time zone 'Asia/Shanghai')::date`;

/**
 * The rate cockpit's SQL (commercial.md §2.3 FclRate/Cockpit): one read of the desk's state. "Unmet" is the
 * demand the desk has not covered: lanes searched in the period where the search found no rate and
 * that still have no valid published rate today — a lane covered since drops off by itself.
 */
export async function readCockpit(q: Queryable, owner: string, from: string, to: string, today: string): Promise<Cockpit> {
  const [counts, expiring, pending, searches, unmet] = await Promise.all([
    q.query<Cockpit['ByStatus']>(
      `select count(*) filter (where status = 'DRAFT')::int as "Draft", count(*) filter (where status = 'PENDING')::int as "Pending",
              count(*) filter (where status = 'PUBLISHED' and valid_to >= $2::date and visible)::int as "Published",
              count(*) filter (where status = 'PUBLISHED' and valid_to >= $2::date and not visible)::int as "Hidden",
              count(*) filter (where status = 'PUBLISHED' and valid_to < $2::date)::int as "Expired",
              count(*) filter (where status = 'WITHDRAWN')::int as "Withdrawn"
         from fcl_rates where owner_company_id = $1`,
      [owner, today],
    ),
    q.query<Cockpit['Expiring'][number]>(
      `select id::int as "Id", rate_no as "RateNo", carrier_code as "CarrierCode", pol_code as "PolCode", pod_code as "PodCode",
              valid_to::text as "ValidTo", (valid_to - $2::date)::int as "DaysLeft"
         from fcl_rates where owner_company_id = $1 and status = 'PUBLISHED' and valid_to between $2::date and $3::date
        order by valid_to, rate_no limit ${LIST_MAX}`,
      [owner, today, addDays(today, EXPIRING_DAYS)],
    ),
    q.query<Omit<Cockpit['Pending'][number], 'WaitingSince'> & { WaitingSince: unknown }>(
      `select r.id::int as "Id", r.rate_no as "RateNo", r.carrier_code as "CarrierCode", r.pol_code as "PolCode", r.pod_code as "PodCode",
              coalesce(e.name, '') as "MaintainerName", r.updated_at as "WaitingSince"
         from fcl_rates r left join employee_directory e on e.id = r.maintainer_id
        where r.owner_company_id = $1 and r.status = 'PENDING' order by r.updated_at, r.id limit ${LIST_MAX}`,
      [owner],
    ),
    q.query<Cockpit['Searches']>(
      `select count(*) filter (where source = 'CUSTOMER')::int as "Customer", count(*) filter (where source = 'PUBLIC')::int as "Public",
              count(*) filter (where source = 'STAFF')::int as "Staff", count(*) filter (where results = 0)::int as "Unanswered"
         from rate_search_log l where owner_company_id = $1 and ${SEARCH_DAY} between $2::date and $3::date`,
      [owner, from, to],
    ),
    q.query<Omit<Cockpit['Unmet'][number], 'LastAt'> & { LastAt: unknown }>(
      `select l.pol_code as "PolCode", coalesce(pol.name_zh, '') as "PolName", l.pod_code as "PodCode", coalesce(pod.name_zh, '') as "PodName",
              count(*)::int as "Searches", count(distinct coalesce(l.company_id::text, l.visitor_key))::int as "Askers", max(l.at) as "LastAt"
         from rate_search_log l left join port_directory pol on pol.code = l.pol_code left join port_directory pod on pod.code = l.pod_code
        where l.owner_company_id = $1 and l.results = 0 and l.source <> 'STAFF' and ${SEARCH_DAY} between $2::date and $3::date
          and not exists (select 1 from fcl_rates r where r.owner_company_id = $1 and r.status = 'PUBLISHED' and r.visible
                             and r.pol_code = l.pol_code and r.pod_code = l.pod_code and r.valid_from <= $4::date and r.valid_to >= $4::date)
        group by l.pol_code, pol.name_zh, l.pod_code, pod.name_zh
        order by count(*) desc, max(l.at) desc limit ${LIST_MAX}`,
      [owner, from, to, today],
    ),
  ]);
  const iso = (v: unknown) => new Date(v as string).toISOString();
  return {
    From: from,
    To: to,
    ByStatus: counts[0]!,
    Expiring: expiring,
    Pending: pending.map((p) => ({ ...p, WaitingSince: iso(p.WaitingSince) })),
    Searches: searches[0]!,
    Unmet: unmet.map((u) => ({ ...u, LastAt: iso(u.LastAt) })),
  };
}

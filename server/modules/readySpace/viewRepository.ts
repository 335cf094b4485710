import type { Queryable } from '../../db/types';

/**
 * A customer's views of a ready-space offer (issue 51: the user radar's "viewed ready space N times",
 * commercial.md §9.3), written where the offer's detail call is answered: one row per viewing company,
 * offer and office day (the zone the caller passes), counting the views.
 */
export async function recordSpaceView(q: Queryable, v: { companyId: string; spaceId: number; zone: string }): Promise<void> {
  await q.query(
    `insert into ready_space_views (company_id, ready_space_id, day) values ($1, $2, (now() at time zone $3)::date)
     on conflict (company_id, ready_space_id, day) do update set views = ready_space_views.views + 1, last_at = now()`,
    [v.companyId, v.spaceId, v.zone],
  );
}

export interface SpaceViewDay {
  companyId: string;
  spaceId: number;
  spaceNo: string;
  polCode: string;
  podCode: string;
  day: string;
  views: number;
  lastAt: string;
}

/** Every company's views of ready-space offers on the office days from `fromDay` on, newest first. */
export function spaceViewsSince(q: Queryable, fromDay: string): Promise<SpaceViewDay[]> {
  return q.query<SpaceViewDay>(
    `select v.company_id::text as "companyId", s.id::int as "spaceId", s.space_no as "spaceNo", s.pol_code as "polCode", s.pod_code as "podCode",
            v.day::text as day, v.views, v.last_at as "lastAt"
       from ready_space_views v join ready_spaces s on s.id = v.ready_space_id
      where v.day >= $1::date
      order by v.last_at desc`,
    [fromDay],
  );
}

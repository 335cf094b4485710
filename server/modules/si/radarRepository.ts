import type { Queryable } from '../../db/types';
import { BOOKING_LIVE } from '../../platform/tower/rules';

export interface NearDcoWithoutSi {
  companyId: string;
  cgoId: string;
  ref: string;
  dcoAt: string;
}

/**
 * The sales radar's "released bookings with no SI 24 h before the document cut-off" (commercial.md
 * §9.2): live bookings whose DCO falls between `now` and `until`, without any SI (not a draft, not a
 * submitted one) — the salesperson calls the customer before the cut-off passes.
 */
export function bookingsNearDcoWithoutSi(q: Queryable, a: { now: Date; until: Date }): Promise<NearDcoWithoutSi[]> {
  return q.query<NearDcoWithoutSi>(
    `select b.company_id::text as "companyId", b.cgo_id as "cgoId", coalesce(nullif(b.mbl_no, ''), b.cgo_id) as ref, k.at as "dcoAt"
       from cut_off_facts k cross join lateral (select * from booking_facts x where x.cgo_id = k.cgo_id offset 0) b
      where k.code = 'DCO' and k.at > $1 and k.at <= $2
        and (select 1 from si_records s where s.cgo_id = b.cgo_id and not s.deleted limit 1) is null
        and ${BOOKING_LIVE('b')}
      order by k.at`,
    [a.now, a.until],
  );
}

import type { Queryable } from '../../db/types';

/** One step of a booking's document timeline (freight tracking's detail merges every document module's). */
export interface DocumentStep {
  DocType: string;
  Ref: string;
  Type: string;
  at: string | Date;
}

/** A booking's SI steps: submitted, approved, returned (at most 200, oldest first). */
export function siTimeline(q: Queryable, cgoId: string): Promise<DocumentStep[]> {
  return q.query<DocumentStep>(
    `select * from (
       select 'SI' as "DocType", s.id::text as "Ref",
              case when e.type = 'v1.SiSubmitted' then 'SI_SUBMITTED'
                   when e.type = 'v1.SiStatusChanged' and e.detail->>'to' = '2' then 'SI_APPROVED'
                   when e.type = 'v1.SiStatusChanged' and e.detail->>'to' = '3' then 'SI_RETURNED' end as "Type", e.at
         from si_events e join si_records s on s.id = e.si_id where s.cgo_id = $1
     ) x where "Type" is not null order by at limit 200`,
    [cgoId],
  );
}
